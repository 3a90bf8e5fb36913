import { LitElement } from 'lit';
import { LocalizeController } from '../controllers/localize-controller.js';
import { DEV } from '../internal/dev.js';
import { warnOnce } from '../internal/warn.js';
import type { WarningCode } from '../internal/warning-codes.js';

/**
 * The base of every Skerry element: its `ElementInternals` (default role and custom states such
 * as `:state(open)`), its language and direction (`this.localize`), translated strings, and
 * development warnings that name the element and link to its API page.
 */
export class SkElement extends LitElement {
  /*
   * Every element has internals, not only form controls: a default ARIA role and custom states
   * belong to the host without sprouting attributes the author did not write.
   */
  protected readonly internals: ElementInternals = this.attachInternals();

  protected readonly localize = new LocalizeController(this);

  /**
   * `value` when it is one of `allowed`, otherwise `fallback`. A value outside the list gets one
   * SK001 warning, so a typo in markup renders the default instead of an unstyled element; a
   * removed attribute (`null`) restores the default silently, as removing it should.
   */
  protected allowedValue<T extends string>(
    attribute: string,
    value: string | null | undefined,
    allowed: readonly T[],
    fallback: T,
  ): T {
    if (value == null) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    if (DEV) {
      this.warn(
        'SK001',
        `${attribute}="${value}" is not one of ${allowed.join(', ')}; using "${fallback}".`,
      );
    }
    return fallback;
  }

  /** Adds or removes the custom state `name`, matched in CSS by `:state(name)`. */
  protected toggleState(name: string, on: boolean): void {
    const { states } = this.internals;
    // Asked first: a state that is already right is the common case of every update, and in
    // Chromium adding or deleting one to no effect costs twice what asking does.
    if (states.has(name) === on) return;
    if (on) states.add(name);
    else states.delete(name);
  }

  /** A development warning, once per element and code; a no-op in production builds. */
  protected warn(code: WarningCode, message: string): void {
    if (DEV) warnOnce(this, code, message);
  }
}
