import { defineElement } from '../../internal/define.js';
import { SkDivider } from './divider.js';

export { SkDivider };

defineElement('sk-divider', SkDivider);

declare global {
  interface HTMLElementTagNameMap {
    'sk-divider': SkDivider;
  }
}
