import { defineElement } from '../../internal/define.js';
import { SkCheckbox } from './checkbox.js';

export { SkCheckbox };

defineElement('sk-checkbox', SkCheckbox);

declare global {
  interface HTMLElementTagNameMap {
    'sk-checkbox': SkCheckbox;
  }
}
