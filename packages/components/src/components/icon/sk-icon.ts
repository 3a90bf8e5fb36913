import { defineElement } from '../../internal/define.js';
import { SkIcon } from './icon.js';

export { SkIcon };

defineElement('sk-icon', SkIcon);

declare global {
  interface HTMLElementTagNameMap {
    'sk-icon': SkIcon;
  }
}
