import { defineElement } from '../../internal/define.js';
import { SkPassword } from './password.js';

export { SkPassword };

defineElement('sk-password', SkPassword);

declare global {
  interface HTMLElementTagNameMap {
    'sk-password': SkPassword;
  }
}
