import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { SkElement } from '../../base/sk-element.js';
import { SkRemoveEvent } from '../../events/remove.js';
import { containsAcrossShadowRoots, deepActiveElement } from '../../internal/focus.js';
import { tagStyles } from './tag.styles.js';
import { tagSizes, tagVariants, type TagSize, type TagVariant } from './tag.types.js';

/**
 * @summary A short label for a category, a keyword or a chosen value. A removable tag has a
 * remove button, named "Remove" and its text, and is removed with Delete or Backspace too.
 * @tag sk-tag
 * @status stable
 * @since 0.2.0
 *
 * @slot - The tag's text, one to three words. With `removable` it also names the remove button
 * ("Remove Finland"), so keep it plain text.
 * @slot start - An icon before the text (on its right in right-to-left text), drawn in the
 * variant's accent colour. Decorative: the text says what the tag means.
 *
 * @csspart base - The tag's box: border, background and text colour.
 * @csspart start - The `start` slot.
 * @csspart label - The wrapper of the text.
 * @csspart remove-button - The native `<button>` at the end of a removable tag.
 *
 * @cssproperty --sk-tag-background - The background colour; the variant's surface by default.
 * @cssproperty --sk-tag-color - The text colour, and the remove button's.
 * @cssproperty --sk-tag-border-color - The border colour; the variant's status colour by default.
 * @cssproperty --sk-tag-radius - The corner radius.
 *
 * @event {SkRemoveEvent} sk-remove - Cancelable; the reader asked to remove the tag, with its remove button or
 * with Delete or Backspace while the tag or its button has focus. The tag does not remove
 * itself: the application owns the list, so its listener removes the tag (or the item from its
 * data, and its framework the element). Once the tag has left the page, focus moves to the next
 * tag of its list or group, else the previous one, else the list or group itself. Call
 * `preventDefault()` to refuse: the tag stays, and so does focus.
 */
export class SkTag extends SkElement {
  static override styles = tagStyles;
  static override shadowRootOptions: ShadowRootInit = {
    ...SkElement.shadowRootOptions,
    delegatesFocus: true,
  };

  /** What the colour says: `neutral` (no meaning), or `info`, `success`, `warning`, `danger`. */
  @property({ reflect: true, useDefault: true }) variant: TagVariant = 'neutral';

  /** The size: `small` (24 px high), `medium` (32 px) or `large` (40 px). */
  @property({ reflect: true, useDefault: true }) size: TagSize = 'medium';

  /** Whether the tag has a remove button, and Delete and Backspace ask to remove it. */
  @property({ type: Boolean, reflect: true, useDefault: true }) removable = false;

  /* Where focus goes if the tag leaves the page after an accepted removal, in order. */
  private focusTargets: Element[] = [];

  /*
   * The remove button is named by the text, which may change without a slotchange. Watched only
   * while there is a button to name: most tags are not removable, and an observer per tag is a
   * good part of their first render (issue 34, the peer render bench).
   */
  private textObserver?: MutationObserver;

  private watchText(): void {
    if (this.removable && this.isConnected) {
      this.textObserver ??= new MutationObserver(() => this.requestUpdate());
      this.textObserver.observe(this, { childList: true, characterData: true, subtree: true });
    } else {
      this.textObserver?.disconnect();
    }
  }

  /**
   * The text of the default slot, on one line: light-DOM text and elements without a slot
   * (not comments, which frameworks leave as markers).
   */
  private get text(): string {
    let text = '';
    for (const node of this.childNodes) {
      if (node instanceof Text || (node instanceof Element && !node.slot)) {
        text += node.textContent;
      }
    }
    return text.replace(/\s+/g, ' ').trim();
  }

  /*
   * Delete and Backspace on the tag itself (an author may make it focusable) or on its remove
   * button; never on content inside it, such as a link, which is not the tag. A held key asks
   * once: focus moves on to the next tag, which its repeats must not remove too.
   */
  private readonly handleKeyDown = (event: KeyboardEvent): void => {
    const origin = event.composedPath()[0] as Node;
    if (
      this.removable &&
      !event.repeat &&
      (event.key === 'Delete' || event.key === 'Backspace') &&
      (origin === this || origin.getRootNode() === this.renderRoot)
    ) {
      event.preventDefault();
      this.requestRemove();
    }
  };

  /**
   * The tags beside this one, nearest first — the following ones, then the preceding ones —
   * and last the list or group around them. The tags of a group are the tag's element siblings,
   * or, in a list, the tags of its sibling items (`<li>` or `role="listitem"`).
   */
  private neighbours(): Element[] {
    const parent = this.parentElement;
    const item = parent?.matches('li, [role="listitem"]') ? parent : this;
    const tagOf = (el: Element): Element | null =>
      el.localName === this.localName ? el : el.querySelector(`:scope > ${this.localName}`);
    const next: Element[] = [];
    const previous: Element[] = [];
    for (let el = item.nextElementSibling; el; el = el.nextElementSibling) next.push(el);
    for (let el = item.previousElementSibling; el; el = el.previousElementSibling) {
      previous.push(el);
    }
    const tags = [...next, ...previous].map(tagOf).filter((el) => el !== null);
    const group = item.parentElement;
    return group && group !== document.body ? [...tags, group] : tags;
  }

  /* Focus to the first target still in the page that takes it; the group as a last resort. */
  private moveFocus(targets: Element[]): void {
    for (const target of targets) {
      if (!target.isConnected) continue;
      // The list or group, the one target that is not a tag, takes focus from script only.
      if (target.localName !== this.localName && !target.hasAttribute('tabindex')) {
        target.setAttribute('tabindex', '-1');
      }
      (target as HTMLElement).focus();
      if (containsAcrossShadowRoots(target, deepActiveElement())) return;
    }
  }

  /**
   * Asks to remove the tag, as its remove button does, for an application that offers another
   * way (Backspace in an input beside its tags): fires the cancelable `sk-remove`. Returns
   * `false` when a listener refused it.
   */
  requestRemove(): boolean {
    this.focusTargets = this.neighbours();
    const request = new SkRemoveEvent();
    if (this.dispatchEvent(request)) return true;
    this.focusTargets = [];
    return false;
  }

  constructor() {
    super();
    this.addEventListener('keydown', this.handleKeyDown);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.watchText();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.textObserver?.disconnect();
    const targets = this.focusTargets;
    this.focusTargets = [];
    // Only focus the removal left on the page's body; focus the application moved stays put.
    const active = deepActiveElement();
    if (targets.length && (!active || active === document.body)) this.moveFocus(targets);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('variant')) {
      this.variant = this.allowedValue('variant', this.variant, tagVariants, 'neutral');
    }
    if (changed.has('size')) {
      this.size = this.allowedValue('size', this.size, tagSizes, 'medium');
    }
    super.willUpdate(changed);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('removable')) this.watchText();
  }

  protected override render(): TemplateResult {
    // prettier-ignore
    return html`<span part="base" class="base ${this.size}"><slot name="start" part="start"></slot><span part="label"><slot></slot></span>${this.removable ? html`<button part="remove-button" class="remove focus-ring" type="button" aria-label=${this.localize.term('tagRemoveLabel', { label: this.text })} @click=${this.requestRemove}><svg viewBox="0 0 16 16" aria-hidden="true"><path d="m4 4 8 8m0-8-8 8"/></svg></button>` : nothing}</span>`;
  }
}
