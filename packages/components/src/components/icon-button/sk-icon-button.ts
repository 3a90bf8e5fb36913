import { defineElement } from '../../internal/define.js';
import { SkIconButton } from './icon-button.js';

export { SkIconButton };

defineElement('sk-icon-button', SkIconButton);

declare global {
  interface HTMLElementTagNameMap {
    'sk-icon-button': SkIconButton;
  }
}
