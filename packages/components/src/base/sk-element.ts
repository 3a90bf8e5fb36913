import { LitElement } from 'lit';
import { LocalizeController } from '../controllers/localize-controller.js';
import { DEV } from '../internal/dev.js';
import { warnOnce } from '../internal/warn.js';
import type { WarningCode } from '../internal/warning-codes.js';

/**
 * The base of every Skerry element: its language and direction (`this.localize`), translated
 * strings, and development warnings that name the element and link to its API page.
 */
export class SkElement extends LitElement {
  protected readonly localize = new LocalizeController(this);

  /**
   * `value` when it is one of `allowed`, otherwise `fallback` with one SK001 warning, so a typo
   * in markup renders the default instead of an unstyled element.
   */
  protected allowedValue<T extends string>(
    attribute: string,
    value: string,
    allowed: readonly T[],
    fallback: T,
  ): T {
    if ((allowed as readonly string[]).includes(value)) return value as T;
    if (DEV) {
      this.warn(
        'SK001',
        `${attribute}="${value}" is not one of ${allowed.join(', ')}; using "${fallback}".`,
      );
    }
    return fallback;
  }

  /** A development warning, once per element and code; a no-op in production builds. */
  protected warn(code: WarningCode, message: string): void {
    if (DEV) warnOnce(this, code, message);
  }
}
