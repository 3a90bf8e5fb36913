import { defineElement } from '../../internal/define.js';
import { SkSelect } from './select.js';

export { SkSelect };

defineElement('sk-select', SkSelect);

declare global {
  interface HTMLElementTagNameMap {
    'sk-select': SkSelect;
  }
}
