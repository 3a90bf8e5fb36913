import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { SkElement } from '../../base/sk-element.js';
import { RovingFocusController } from '../../controllers/roving-focus.js';
import type { AccordionParent, SkAccordionItem } from './accordion-item.js';
import { accordionStyles } from './accordion.styles.js';
import { accordionHeadingLevels } from './accordion.types.js';

const levelNames = accordionHeadingLevels.map(String);

/*
 * APG: avoid a region landmark per panel when more than about six panels can be open at once.
 * With one panel open at a time, at most one region is ever exposed.
 */
const maxRegions = 6;

/**
 * A stack of `sk-accordion-item` sections, each a heading with a button that shows or hides its
 * panel (the APG accordion pattern). Every header button is a Tab stop; the arrow keys, Home
 * and End move between the headers as an extra, skipping disabled ones; Enter and Space open
 * and close. One section is open at a time unless `multiple` is set: opening one closes the
 * one that was open, as a native `<details name>` group does (that section fires
 * `sk-after-close`, but no `sk-close` request). Nested accordions keep their keys and sections
 * to themselves.
 *
 * The panels are `region` landmarks named by their heading, as the APG suggests, except in a
 * `multiple` accordion of more than six sections, where so many landmarks would crowd the
 * page's list of regions.
 *
 * @summary A stack of headed sections that readers open and close, to scan long content by its
 * headings and read only the parts they need.
 * @tag sk-accordion
 * @status stable
 * @since 0.2.0
 *
 * @slot - The `sk-accordion-item` sections, in order; they may be wrapped in other elements.
 *
 * @cssproperty --sk-accordion-border-color - The colour of the rules above, between and under
 * the sections.
 * @cssproperty --sk-accordion-heading-color - The colour of the headings and their chevrons.
 * @cssproperty --sk-accordion-hover-background - The background of a heading under the pointer.
 * @cssproperty --sk-accordion-padding-inline - The space before and after the headings and the
 * panels' content, along the line.
 */
export class SkAccordion extends SkElement implements AccordionParent {
  static override styles = accordionStyles;

  // APG lists the arrow keys as optional; every header stays in the Tab order whatever they do.
  private readonly roving = new RovingFocusController(this, {
    getItems: () => this.items.flatMap((item) => item.trigger ?? []),
    mode: 'tab-sequence',
    wrap: true,
    typeahead: false,
  });

  /**
   * The level of the sections' headings, 2 to 6, so that they take their place in the page's
   * outline for readers who move by headings; give the level that follows the heading above the
   * accordion. Another value falls back to 3 with a development warning (SK001).
   */
  @property({ attribute: 'heading-level', type: Number, useDefault: true }) headingLevel = 3;

  /** Whether several sections may be open at once; otherwise opening one closes the others. */
  @property({ type: Boolean, reflect: true, useDefault: true }) multiple = false;

  /** The accordion's own sections in order, without those of an accordion nested in one. */
  get items(): SkAccordionItem[] {
    return [...this.querySelectorAll<SkAccordionItem>('sk-accordion-item')].filter(
      (item) => item.closest('sk-accordion') === this && item.matches(':defined'),
    );
  }

  /**
   * @internal Called by a section that opens: without `multiple`, the others close (`instant`:
   * without their animation). Calls before the first update are left to it, which keeps the
   * first section open in the markup.
   */
  itemOpened(opened: SkAccordionItem, instant: boolean): void {
    if (this.multiple || !this.hasUpdated) return;
    for (const item of this.items) if (item !== opened) item.toggleOpen(false, instant);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('headingLevel')) {
      const level = this.headingLevel;
      const written = Number.isNaN(level) ? this.getAttribute('heading-level') : level;
      this.headingLevel = Number(
        this.allowedValue('heading-level', written?.toString(), levelNames, '3'),
      );
    }
    const items = this.items;
    // One open section at most, the first of the markup, as in a native `<details name>` group;
    // later, each section that opens closes the others itself (`itemOpened`).
    if (changed.has('multiple') && !this.multiple) {
      let seen = false;
      for (const item of items) {
        if (item.open && seen) item.open = false;
        seen ||= item.open;
      }
    }
    const region = !this.multiple || items.length <= maxRegions;
    for (const item of items) item.syncAccordion(this.headingLevel, region);
  }

  protected override render(): TemplateResult {
    return html`<slot></slot>`;
  }
}
