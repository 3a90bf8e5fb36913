import { defineElement } from '../../internal/define.js';
import { preloadAlertIcons } from './alert-icon.js';
import { SkAlert } from './alert.js';
import { alertIcons } from './alert.types.js';

export { SkAlert };

defineElement('sk-alert', SkAlert);
preloadAlertIcons(Object.values(alertIcons));

declare global {
  interface HTMLElementTagNameMap {
    'sk-alert': SkAlert;
  }
}
