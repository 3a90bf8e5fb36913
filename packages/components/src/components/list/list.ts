import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import { SkElement } from '../../base/sk-element.js';
import { RovingFocusController } from '../../controllers/roving-focus.js';
import { DEV } from '../../internal/dev.js';
import type { ListParent, SkListItem } from './list-item.js';
import { listStyles } from './list.styles.js';
import { listTypes, type ListType } from './list.types.js';

/* The item whose shadow root holds `control`, its button or link. */
const itemOf = (control: HTMLElement): SkListItem =>
  (control.getRootNode() as ShadowRoot).host as SkListItem;

/**
 * A list of `sk-list-item` elements that keeps the semantics of `<ul>`, `<ol>` and `<dl>`
 * across shadow DOM: the list is exposed as `role="list"` and each item as a `listitem`, so a
 * screen reader announces the list and how many items it has. An `ordered` list numbers its
 * items as `<ol>` does, with `start` and `reversed`, in the numerals of the reader's language;
 * in a `description` list each item pairs a term (its `term` slot, exposed as `term`) with its
 * description (the default slot, exposed as `definition`).
 *
 * An `interactive` list makes each item a button (or a link, for an item with `href`) and the
 * whole list one Tab stop: the arrow keys, Home, End and typing the start of an item's text
 * move between the items, skipping disabled ones, and Enter or Space activates the focused
 * one. Items with `href` are real links in any list.
 *
 * @summary A vertical list of related items: plain rows, numbered steps, terms with their
 * descriptions, or a set of choices and links that the keyboard moves through.
 * @tag sk-list
 * @status stable
 * @since 0.2.0
 *
 * @slot - The `sk-list-item` elements, in order.
 *
 * @csspart base - The wrapper of the items; it starts the numbering of an ordered list.
 *
 * @cssproperty --sk-list-divider-color - The colour of the rules between items with `divided`.
 */
export class SkList extends SkElement implements ListParent {
  static override styles = listStyles;

  private readonly roving = new RovingFocusController(this, {
    getItems: () => (this.interactive ? this.items.flatMap((item) => item.control ?? []) : []),
    isSelected: (control) => itemOf(control).current,
    getText: (control) => itemOf(control).text,
    // A click activates by itself; Enter and Space, taken by the controller, click for it.
    onActivate: (control, event) => {
      if (event.type === 'keydown') control.click();
    },
  });

  /**
   * What the list holds: `unordered` items, `ordered` ones numbered in order, or a
   * `description` list of terms with their descriptions.
   */
  @property({ reflect: true, useDefault: true }) type: ListType = 'unordered';

  /**
   * The number of the first item of an ordered list, as `<ol start>`: 1 when not given, or the
   * number of items when `reversed`. Any whole number, 0 and negative ones included.
   */
  @property({ type: Number }) start?: number;

  /** Whether an ordered list counts down, as `<ol reversed>`. */
  @property({ type: Boolean, reflect: true, useDefault: true }) reversed = false;

  /**
   * Whether each item is a button (or a link, with `href`) that the user moves between with the
   * arrow keys, the list taking one place in the Tab order. Not for description lists.
   */
  @property({ type: Boolean, reflect: true, useDefault: true }) interactive = false;

  /** Whether a thin rule separates the items. */
  @property({ type: Boolean, reflect: true, useDefault: true }) divided = false;

  constructor() {
    super();
    this.internals.role = 'list';
  }

  /** The list's own items, in order; those of a list nested in one of them are not. */
  get items(): SkListItem[] {
    return [...this.querySelectorAll<SkListItem>('sk-list-item')].filter(
      (item) => item.closest('sk-list') === this,
    );
  }

  /**
   * Focuses the item with the Tab stop of an interactive list: the current item, else the one
   * last focused, else the first enabled one. Any other list is focused as an element is.
   */
  override focus(options?: FocusOptions): void {
    if (this.interactive) this.roving.focus(options);
    else super.focus(options);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('type')) {
      this.type = this.allowedValue('type', this.type, listTypes, 'unordered');
    }
    if (Number.isNaN(this.start)) {
      if (DEV) this.warn('SK021', 'start is not a whole number; counting as if it were not set.');
      this.start = undefined;
    }
    super.willUpdate(changed);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const step = this.type === 'ordered' ? (this.reversed ? -1 : 1) : 0;
    const description = this.type === 'description';
    for (const item of this.items) {
      item.step = step;
      item.description = description;
      item.interactive = this.interactive && !description;
      // A link keeps its own place in the Tab order once its list is no longer interactive.
      if (!this.interactive) item.control?.removeAttribute('tabindex');
    }
  }

  protected override render(): TemplateResult {
    const step = this.reversed ? -1 : 1;
    const first = this.start ?? (this.reversed ? this.items.length : 1);
    // The items' markers count on from here: one step before the first number.
    const counter = this.type === 'ordered' ? `sk-list ${Math.trunc(first) - step}` : null;
    return html`<div
      part="base"
      class=${this.divided ? 'divided' : ''}
      style=${styleMap({ counterReset: counter })}
    >
      <slot></slot>
    </div>`;
  }
}
