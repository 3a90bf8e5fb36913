import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { SkElement } from '../../base/sk-element.js';
import { DEV } from '../../internal/dev.js';
import { cardStyles } from './card.styles.js';
import {
  cardAppearances,
  cardLayouts,
  type CardAppearance,
  type CardLayout,
} from './card.types.js';

/*
 * Whether a child of the card shows something in the slot it goes to: an element, text that is
 * not blank, or a slot passed on by an outer component that holds either (comments and other
 * nodes are never assigned to a slot).
 */
function holdsSomething(node: Node): boolean {
  if (node instanceof HTMLSlotElement) {
    return node.assignedNodes({ flatten: true }).some(holdsSomething);
  }
  if (node instanceof Element) return true;
  return node instanceof Text && node.data.trim() !== '';
}

/* The card's slots, by name ('' is the default slot): the same in both templates. */
const slotNames: ReadonlySet<string> = new Set(['media', 'heading', 'header', '', 'footer']);

/**
 * @summary A container for the content about one subject (media, a heading, a short summary and
 * actions) that readers scan and compare with the cards around it. With `href` the whole card is
 * one link, named by its heading.
 * @tag sk-card
 * @status stable
 * @since 0.2.0
 *
 * @slot media - An image, video or illustration, shown edge to edge: above the content, or at
 * its start side (the right in right-to-left text) in the horizontal layout. Give an image that
 * only decorates an empty `alt`.
 * @slot heading - The card's heading: your own `<h2>`–`<h6>`, at the level that fits the page's
 * outline. With `href`, the card's link wraps it, so the heading's text names the link.
 * @slot header - Details that belong with the heading, under it: a date, an author, a badge.
 * @slot - The body: a short summary of the subject.
 * @slot footer - Actions and details at the end of the card. Buttons and links here stay
 * separately clickable above a whole-card link; put every interactive element here.
 *
 * @csspart base - The card's box: border, corners, background.
 * @csspart media - The `media` slot, drawn as a box; not shown while it is empty.
 * @csspart content - The padded wrapper of the header, body and footer.
 * @csspart header - The wrapper of the heading and the `header` slot; not shown while both are
 * empty.
 * @csspart heading - The `heading` slot, drawn as a box; with `href`, the `<a>` around it that the
 * whole card activates.
 * @csspart body - The default slot, drawn as a box; not shown while it is empty.
 * @csspart footer - The `footer` slot, drawn as a box; not shown while it is empty.
 *
 * @cssproperty --sk-card-background - The background colour.
 * @cssproperty --sk-card-border-color - The border colour, also while a link card is hovered.
 * @cssproperty --sk-card-border-width - The border width.
 * @cssproperty --sk-card-radius - The corner radius.
 * @cssproperty --sk-card-padding - The space between the edge and the content (not the media).
 * @cssproperty --sk-card-gap - The space between the header, the body and the footer.
 * @cssproperty --sk-card-media-width - The width of the media in the horizontal layout; 40% of
 * the card by default.
 *
 * @cssstate has-media - The `media` slot holds content.
 * @cssstate has-header - The `heading` or the `header` slot holds content.
 * @cssstate has-body - The default slot holds content other than white space.
 * @cssstate has-footer - The `footer` slot holds content.
 */
export class SkCard extends SkElement {
  static override styles = cardStyles;

  /**
   * How the card stands apart from the page: `outlined` (a border on the page's surface) or
   * `filled` (a quieter background, no border).
   */
  @property({ reflect: true, useDefault: true }) appearance: CardAppearance = 'outlined';

  /**
   * `vertical` puts the media above the content; `horizontal` beside it, at the start side, as
   * long as the card is at least 30rem wide (narrower, it stays vertical).
   */
  @property({ reflect: true, useDefault: true }) layout: CardLayout = 'vertical';

  /**
   * Makes the whole card one link to this URL: the heading becomes a real `<a>`, and a click
   * anywhere on the card, except on what the footer holds, follows it.
   */
  @property({ useDefault: true }) href = '';

  /** Where to open `href`, as for `<a target>`. */
  @property({ useDefault: true }) target: '_blank' | '_self' | '_parent' | '_top' | '' = '';

  /** The link's relationship, as for `<a rel>`; `noreferrer noopener` by default with `_blank`. */
  @property({ useDefault: true }) rel = '';

  private hasHeading = false;

  /* The names of the slots that hold something ('' is the default slot), as last read. */
  private readonly filled = new Set<string>();

  /*
   * Which slots hold something, as custom states that hide the empty regions. Read from the
   * card's children, each once, rather than from every slot's assigned nodes (a fifth of the
   * card's first render in the peer bench): a child goes to the slot its `slot` attribute names,
   * if the card has one, else nowhere; a child without one, or blank text, to the default slot.
   * A slot passed on by an outer component is flattened, so an empty one counts as empty.
   */
  private syncSlots(): void {
    this.filled.clear();
    for (const node of this.childNodes) {
      const name = node instanceof Element ? node.slot : '';
      if (this.filled.has(name) || !slotNames.has(name) || !holdsSomething(node)) continue;
      this.filled.add(name);
    }
    this.syncStates();
  }

  /*
   * A slot's own change re-reads that slot alone, and does nothing when it agrees with what was
   * read: the first render's slot changes (one per filled slot) only confirm what `firstUpdated`
   * read, and re-reading every slot for each of them was a tenth of the card's cost in the peer
   * bench (issue 34). A change reported by a slot of an outer component passed on to the card
   * (the event's target is then that slot) re-reads them all.
   */
  private readonly onSlotChange = (event: Event): void => {
    const slot = event.target;
    if (!(slot instanceof HTMLSlotElement) || slot.getRootNode() !== this.renderRoot) {
      this.syncSlots();
      return;
    }
    const holds = slot.assignedNodes({ flatten: true }).some(holdsSomething);
    if (holds === this.filled.has(slot.name)) return;
    if (holds) this.filled.add(slot.name);
    else this.filled.delete(slot.name);
    this.syncStates();
  };

  private syncStates(): void {
    const { filled } = this;
    this.hasHeading = filled.has('heading');
    this.toggleState('has-media', filled.has('media'));
    this.toggleState('has-header', this.hasHeading || filled.has('header'));
    this.toggleState('has-body', filled.has(''));
    this.toggleState('has-footer', filled.has('footer'));
    this.checkLinkName();
  }

  private checkLinkName(): void {
    if (DEV && this.href && !this.hasHeading) {
      this.warn(
        'SK002',
        'href is set but the heading slot is empty, so the card\'s link has no name. Add a heading with slot="heading".',
      );
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('appearance')) {
      this.appearance = this.allowedValue(
        'appearance',
        this.appearance,
        cardAppearances,
        'outlined',
      );
    }
    if (changed.has('layout')) {
      this.layout = this.allowedValue('layout', this.layout, cardLayouts, 'vertical');
    }
    super.willUpdate(changed);
  }

  /*
   * Slot changes bubble to the shadow root: one listener for the card's life, so the templates
   * have no binding but the link's.
   */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = super.createRenderRoot();
    root.addEventListener('slotchange', this.onSlotChange);
    return root;
  }

  protected override firstUpdated(): void {
    this.syncSlots();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('href')) this.checkLinkName();
  }

  protected override render(): TemplateResult {
    /*
     * Two templates: a card without `href` has no `<a>` at all, and its heading slot is the
     * `heading` part (one element fewer in each of a page's cards, issue 34). Setting or removing
     * `href` swaps the template: the slots are new, and their slot changes re-read them.
     */
    if (!this.href) {
      // prettier-ignore
      return html`<div part="base" class="base"><slot name="media" part="media" class="media"></slot><div part="content" class="content"><div part="header" class="header"><slot name="heading" part="heading" class="heading"></slot><slot name="header"></slot></div><slot part="body" class="body"></slot><slot name="footer" part="footer" class="footer"></slot></div></div>`;
    }
    const rel = this.rel || (this.target === '_blank' ? 'noreferrer noopener' : '');
    // prettier-ignore
    return html`<div part="base" class="base link"><slot name="media" part="media" class="media"></slot><div part="content" class="content"><div part="header" class="header"><a part="heading" class="heading" href=${this.href} target=${this.target || nothing} rel=${rel || nothing}><slot name="heading"></slot></a><slot name="header"></slot></div><slot part="body" class="body"></slot><slot name="footer" part="footer" class="footer"></slot></div></div>`;
  }
}
