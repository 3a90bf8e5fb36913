import { html, nothing, type TemplateResult } from 'lit';
import type { LocalizeController } from '../controllers/localize-controller.js';

/** A text field's character limit and how much of it the value uses, for one render. */
export interface CharacterCount {
  readonly limit: number;
  /** The value's length in UTF-16 code units, as `maxlength` and the `tooLong` check count. */
  readonly length: number;
  /** What the polite live region says now: the count as it was when typing last paused. */
  readonly announcement: string;
}

/** "You have 12 characters remaining" or "You have 3 characters too many". */
export function countMessage(localize: LocalizeController, limit: number, length: number): string {
  const left = limit - length;
  return left >= 0
    ? localize.term('charactersRemaining', left)
    : localize.term('charactersTooMany', -left);
}

/**
 * The GOV.UK character count: a fixed description of the limit that the control is described by,
 * the count on screen (updated on every keystroke, hidden from assistive technology, which would
 * hear it change under every key), and a polite live region that says the count once typing
 * pauses.
 */
export function characterCountTemplate(
  count: CharacterCount | undefined,
  localize: LocalizeController,
): TemplateResult | typeof nothing {
  if (!count) return nothing;
  const over = count.length > count.limit;
  return html`<div id="count-hint" class="visually-hidden">
      ${localize.term('characterLimit', count.limit)}
    </div>
    <div part="character-count" class=${over ? 'over' : ''} aria-hidden="true">
      ${countMessage(localize, count.limit, count.length)}
    </div>
    <div role="status" class="visually-hidden">${count.announcement}</div>`;
}
