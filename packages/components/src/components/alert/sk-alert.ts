import { defineElement } from '../../internal/define.js';
import { SkAlert } from './alert.js';

export { SkAlert };

defineElement('sk-alert', SkAlert);

declare global {
  interface HTMLElementTagNameMap {
    'sk-alert': SkAlert;
  }
}
