import { defineElement } from '../../internal/define.js';
import { SkButton } from './button.js';

export { SkButton };

defineElement('sk-button', SkButton);

declare global {
  interface HTMLElementTagNameMap {
    'sk-button': SkButton;
  }
}
