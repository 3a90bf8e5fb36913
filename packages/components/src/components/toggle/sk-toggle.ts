import { defineElement } from '../../internal/define.js';
import { SkToggle } from './toggle.js';

export { SkToggle };

defineElement('sk-toggle', SkToggle);

declare global {
  interface HTMLElementTagNameMap {
    'sk-toggle': SkToggle;
  }
}
