import { defineElement } from '../../internal/define.js';
import { SkCard } from './card.js';

export { SkCard };

defineElement('sk-card', SkCard);

declare global {
  interface HTMLElementTagNameMap {
    'sk-card': SkCard;
  }
}
