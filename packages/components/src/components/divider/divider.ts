import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { SkElement } from '../../base/sk-element.js';
import { dividerStyles } from './divider.styles.js';
import { dividerOrientations, type DividerOrientation } from './divider.types.js';

/**
 * @summary A thematic break between groups of content: a horizontal or vertical line, with an
 * optional label in its middle. The element itself is the separator screen readers meet, named
 * by its label; `decorative` hides a purely visual line from them.
 * @tag sk-divider
 * @status beta
 * @since 0.2.0
 *
 * @slot - An optional short label, such as "or", shown in the middle with the line on both
 * sides. Its text names the separator, so keep it plain text. Leave it empty for a plain line.
 *
 * @csspart base - The box that lays out the line and the label.
 * @csspart line - Each stretch of line: the whole line without a label, one on each side of it
 * with one. Drawn as a border, so it stays visible in forced-colors mode.
 * @csspart line-start - The stretch before the label (on its right in right-to-left text).
 * @csspart line-end - The stretch after the label; only rendered when there is a label.
 * @csspart label - The wrapper of the label, with space on both sides of it.
 *
 * @cssproperty --sk-divider-color - The colour of the line; `--sk-color-border` by default,
 * `--sk-color-border-strong` for a line that must stand out.
 * @cssproperty --sk-divider-thickness - The thickness of the line; `--sk-border-width-thin` by
 * default.
 * @cssproperty --sk-divider-style - The style of the line: `solid` (the default), `dashed` or
 * `dotted`.
 * @cssproperty --sk-divider-spacing - The space on each side of the line: above and below a
 * horizontal one, before and after a vertical one; `--sk-space-4` by default.
 *
 * @cssstate labelled - The divider has a label in its default slot.
 */
export class SkDivider extends SkElement {
  static override styles = dividerStyles;

  /**
   * The direction of the line: `horizontal` between stacked content, `vertical` between items
   * side by side, where it takes the full height of a flex row.
   */
  @property({ reflect: true, useDefault: true }) orientation: DividerOrientation = 'horizontal';

  /**
   * Whether the line is only visual: it is then hidden from assistive technology (role `none`),
   * and a label is read as plain text. Leave it off when the line separates groups that mean
   * something apart.
   */
  @property({ type: Boolean, reflect: true, useDefault: true }) decorative = false;

  /* Whether the default slot holds a label, so the line is drawn on both sides of it. */
  private labelled = false;

  /* The label names the separator, and its text may change without a slotchange. */
  private readonly labelObserver = new MutationObserver(() => this.requestUpdate());

  /*
   * The label as text on one line: light-DOM text and elements without a slot, not comments
   * (frameworks leave them as markers). An element without text, such as an icon, still makes
   * the divider labelled.
   */
  private get label(): { text: string; present: boolean } {
    let text = '';
    let present = false;
    for (const node of this.childNodes) {
      if (node instanceof Text || (node instanceof Element && !node.slot)) {
        text += node.textContent;
        present ||= node instanceof Element;
      }
    }
    text = text.replace(/\s+/g, ' ').trim();
    return { text, present: present || !!text };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.labelObserver.observe(this, { childList: true, characterData: true, subtree: true });
    // The label may have changed while the element was out of the document, unobserved.
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.labelObserver.disconnect();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('orientation')) {
      this.orientation = this.allowedValue(
        'orientation',
        this.orientation,
        dividerOrientations,
        'horizontal',
      );
    }
    const { text, present } = this.label;
    this.labelled = present;
    this.toggleState('labelled', present);
    // The host is the separator, so the author's markup gains no role or ARIA attributes.
    const internals = this.internals;
    internals.role = this.decorative ? 'none' : 'separator';
    internals.ariaOrientation = this.decorative ? null : this.orientation;
    internals.ariaLabel = this.decorative ? null : text || null;
    super.willUpdate(changed);
  }

  protected override render(): TemplateResult {
    /*
     * Chromium keeps a separator's text as its child, so the label would be read twice: as the
     * separator's name and again as text. It is hidden, and read once as the name; a
     * decorative divider has no name, so its label is read as the plain text it is.
     */
    // prettier-ignore
    return html`<div part="base" class="base"><span part="line line-start" class="line"></span><span part="label" class="label" ?hidden=${!this.labelled} aria-hidden=${this.decorative ? nothing : 'true'}><slot></slot></span>${this.labelled ? html`<span part="line line-end" class="line"></span>` : nothing}</div>`;
  }
}
