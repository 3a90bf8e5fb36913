import { defineElement } from '../../internal/define.js';
import { SkBadge } from './badge.js';

export { SkBadge };

defineElement('sk-badge', SkBadge);

declare global {
  interface HTMLElementTagNameMap {
    'sk-badge': SkBadge;
  }
}
