import { defineElement } from '../../internal/define.js';
import { SkInlineButton } from './inline-button.js';

export { SkInlineButton };

defineElement('sk-inline-button', SkInlineButton);

declare global {
  interface HTMLElementTagNameMap {
    'sk-inline-button': SkInlineButton;
  }
}
