import { defineElement } from '../../internal/define.js';
import { SkAccordionItem } from './accordion-item.js';
import { SkAccordion } from './accordion.js';

export { SkAccordion, SkAccordionItem };

/*
 * The accordion first: sections already in the page are upgraded when their tag is defined,
 * and each finds its accordion as it connects.
 */
defineElement('sk-accordion', SkAccordion);
defineElement('sk-accordion-item', SkAccordionItem);

declare global {
  interface HTMLElementTagNameMap {
    'sk-accordion': SkAccordion;
    'sk-accordion-item': SkAccordionItem;
  }
}
