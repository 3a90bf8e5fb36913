import type { TranslationKey } from '../localization/translation.js';
import type { TranslationParams } from '../localization/types.js';

/** The `ValidityState` flags a validator sets; `customError` belongs to `setCustomValidity()`. */
export type ValidityFlag = Exclude<keyof ValidityStateFlags, 'customError'>;

/**
 * A constraint the value fails: the `ValidityState` flag native validation would set, and the
 * message as a translation key with its named placeholders. The control words the message in
 * its own language, so a validator never needs to know it.
 */
export interface Violation {
  readonly flag: ValidityFlag;
  readonly key: TranslationKey;
  readonly params?: TranslationParams;
}

/**
 * One constraint on a control's value: `null` when the value meets it. A validator reads only
 * the properties its type names, so any control that has them can use it.
 */
export type Validator<C> = (control: C) => Violation | null;
