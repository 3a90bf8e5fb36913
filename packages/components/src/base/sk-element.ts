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
  /**
   * Whether the element creates its `localize` controller when it connects rather than at its
   * first translated string: set by elements that may announce or show a string well after
   * their first render (a form control's validation message, a button's "Loading", an alert's
   * announcement), so that the strings of the page's language are fetched before they are
   * needed, as every element did before issue 34.
   */
  protected static localizeOnConnect = false;

  private attachedInternals?: ElementInternals;
  private localizeController?: LocalizeController;

  /*
   * Every element may have internals, not only form controls: a default ARIA role and custom
   * states belong to the host without sprouting attributes the author did not write. They are
   * attached on first use, so an element that sets no role and no state (a card with no filled
   * region, a badge that shows its text) does not pay for them.
   */
  protected get internals(): ElementInternals {
    return (this.attachedInternals ??= this.attachInternals());
  }

  /*
   * Created on first use: an element that never translates, formats or reads its language (a
   * card, a text badge, a tag without a remove button) neither looks up its language nor joins
   * the elements re-rendered when a `lang` changes. One that does, joins at that first use.
   */
  protected get localize(): LocalizeController {
    return (this.localizeController ??= new LocalizeController(this));
  }

  override connectedCallback(): void {
    // Before Lit's own, which then connects the new controller with the element's others.
    if ((this.constructor as typeof SkElement).localizeOnConnect) {
      this.localizeController ??= new LocalizeController(this);
    }
    super.connectedCallback();
  }

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
    // Without internals there is no state to remove, and none are attached to find that out.
    if (!on && !this.attachedInternals) return;
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
