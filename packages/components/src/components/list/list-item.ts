import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import { SkElement } from '../../base/sk-element.js';
import { cachedIntl } from '../../localization/intl-cache.js';
import { listItemStyles } from './list-item.styles.js';

/**
 * The list around an item, as the item uses it: `SkList` implements it. Declared here, where it
 * is used, so that the item does not import the list that imports it.
 */
export interface ListParent extends HTMLElement {
  requestUpdate(): void;
}

/*
 * The CSS counter styles of the numbering systems whose digits are not the Latin ones, by
 * their Intl names: a language written with them numbers its lists in them too.
 */
const counterStyles: Record<string, string> = {
  arab: 'arabic-indic',
  arabext: 'persian',
  beng: 'bengali',
  deva: 'devanagari',
  mymr: 'myanmar',
  thai: 'thai',
};

/* What a click on these, inside an item, does by itself; any other click is the item's. */
const interactive = 'a[href],button,input,select,textarea,label,summary,[tabindex]';

/**
 * One item of an `sk-list`, exposed as a `listitem`. In an ordered list it shows its number;
 * in a description list its `term` slot is exposed as the `term` and its content as the
 * `definition`. In an interactive list it is a button, and with `href` it is a link in any
 * list: the button or link holds the number, the `start` slot and the content, while the `end`
 * slot stays beside it, so an action there is a control of its own. A click anywhere else in
 * the item, such as on text in the `end` slot, activates the item too.
 *
 * @summary One item of a list: text with an optional icon or avatar before it and meta text or
 * an action after it.
 * @tag sk-list-item
 * @status stable
 * @since 0.2.0
 *
 * @slot - The item's content; in a description list, the description of its term.
 * @slot term - In a description list, the term the item describes.
 * @slot start - An icon, avatar or image before the content (after it in right-to-left text).
 * @slot end - Meta text (a size, a date, a count) or one action after the content.
 *
 * @csspart base - The row that holds every other part.
 * @csspart marker - The number of an item in an ordered list.
 * @csspart control - The button of an item in an interactive list, or the link of an item with
 * `href`.
 * @csspart start - The `start` slot.
 * @csspart content - The wrapper of the content (and of the term, in a description list).
 * @csspart term - The term of an item in a description list.
 * @csspart definition - The description of the term in a description list.
 * @csspart end - The `end` slot.
 *
 * @cssproperty --sk-list-item-padding-block - The space above and below the item's content.
 * @cssproperty --sk-list-item-padding-inline - The space before and after the item's content.
 * @cssproperty --sk-list-item-hover-background - The background of an interactive or linked
 * item under the pointer.
 * @cssproperty --sk-list-item-current-color - The colour of the bar that marks the current
 * item.
 *
 * @cssstate current - The item is the current one (`current`).
 * @cssstate disabled - The item's button or link cannot be used (`disabled`).
 *
 * @event {MouseEvent} click - Fired with the item as its target when the item's button or link is
 * activated by pointer, Enter or Space; never while it is disabled. A click on an action in the
 * `end` slot has that action as its target.
 */
export class SkListItem extends SkElement {
  static override styles = listItemStyles;

  /**
   * Makes the item a link to this URL, rendered as a real `<a>` around its content, in any list
   * but a description list.
   */
  @property() href = '';

  /** Where to open `href`, as for `<a target>`. */
  @property() target: '_blank' | '_self' | '_parent' | '_top' | '' = '';

  /** The link's relationship, as for `<a rel>`; `noreferrer noopener` by default with `_blank`. */
  @property() rel = '';

  /**
   * Whether the item's button or link cannot be used: it is greyed, fires no `click`, and the
   * arrow keys of an interactive list skip it.
   */
  @property({ type: Boolean, reflect: true, useDefault: true }) disabled = false;

  /**
   * Whether this is the current item: the page the reader is on in a list of links, the chosen
   * one in a list of choices, the step in progress. It is marked with a bar, exposed as
   * `aria-current` (`page` for a link), and takes the Tab stop of an interactive list.
   */
  @property({ type: Boolean, reflect: true, useDefault: true }) current = false;

  /*
   * Set by the list: the counter step of an ordered list (1, or -1 counting down; 0 for no
   * number), whether it is a description list, and whether its items are buttons.
   */
  /** @internal */
  @state() step = 0;
  /** @internal */
  @state() description = false;
  /** @internal */
  @state() interactive = false;

  private list: ListParent | null = null;

  constructor() {
    super();
    this.internals.role = 'listitem';
  }

  /** @internal The item's button or link, while it has one. */
  get control(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.control');
  }

  /** @internal The text of the content, without the slotted start, end and term. */
  get text(): string {
    return [...this.childNodes]
      .filter((node) => !(node as Element).slot)
      .map((node) => node.textContent)
      .join('')
      .trim();
  }

  /*
   * Inside the row but outside its button or link: a click on an action leaves it to the
   * action, any other click (meta text, the number) is passed to the control. A disabled
   * link's own click ends here, as a disabled button fires none.
   */
  private onClick(event: MouseEvent): void {
    const control = this.control;
    if (!control) return;
    const path = event.composedPath();
    if (path.includes(control)) {
      if (this.disabled) event.stopPropagation();
      return;
    }
    const inside = path.slice(0, path.indexOf(event.currentTarget!));
    if (this.disabled || inside.some((node) => (node as Element).matches?.(interactive))) return;
    event.stopPropagation();
    control.click();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.list = this.closest('sk-list');
    this.list?.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.list?.requestUpdate();
    this.list = null;
  }

  /* A button in an interactive list, a link with `href`; never in a description list. */
  private get hasControl(): boolean {
    return !this.description && (this.interactive || !!this.href);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.toggleState('current', this.current);
    this.toggleState('disabled', this.disabled);
    // A plain item is the current one itself; a button or link carries it for the reader.
    this.internals.ariaCurrent = this.current && !this.hasControl ? 'true' : null;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // The list's keyboard follows its items' buttons and links, rendered just now.
    const keys = ['interactive', 'href', 'disabled', 'current'] as const;
    if (keys.some((key) => changed.has(key))) {
      this.list?.requestUpdate();
    }
  }

  private renderControl(content: TemplateResult): TemplateResult {
    const current = this.current ? (this.href ? 'page' : 'true') : nothing;
    if (this.href) {
      const rel = this.rel || (this.target === '_blank' ? 'noreferrer noopener' : '');
      return html`<a
        part="control"
        class="control"
        href=${this.disabled ? nothing : this.href}
        target=${this.target || nothing}
        rel=${rel || nothing}
        role=${this.disabled ? 'link' : nothing}
        aria-disabled=${this.disabled ? 'true' : nothing}
        aria-current=${current}
        >${content}</a
      >`;
    }
    return html`<button
      part="control"
      class="control"
      type="button"
      ?disabled=${this.disabled}
      aria-current=${current}
    >
      ${content}
    </button>`;
  }

  protected override render(): TemplateResult {
    const hasControl = this.hasControl;
    const numerals =
      counterStyles[
        cachedIntl(Intl.NumberFormat, this.localize.lang()).resolvedOptions().numberingSystem
      ] ?? 'decimal';
    const marker = this.step
      ? html`<span
          part="marker"
          class="marker"
          style=${styleMap({
            counterIncrement: `sk-list ${this.step}`,
            '--_sk-list-item-numerals': numerals,
          })}
        ></span>`
      : nothing;
    const content = html`<slot name="start" part="start"></slot
      ><span part="content" class="content"
        >${
          this.description
            ? html`<span part="term" class="term" role="term"><slot name="term"></slot></span
                ><span part="definition" class="definition" role="definition"><slot></slot></span>`
            : html`<slot></slot>`
        }</span
      >`;
    const classes = `base${hasControl ? ' action' : ''}${this.current ? ' current' : ''}`;
    // eslint-disable-next-line lit-a11y/click-events-have-key-events -- the keys reach the button or link, which the click is passed to
    return html`<div part="base" class=${classes} @click=${this.onClick}>
      ${marker}${hasControl ? this.renderControl(content) : content}<slot
        name="end"
        part="end"
      ></slot>
    </div>`;
  }
}
