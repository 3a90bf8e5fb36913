import { defineElement } from '../../internal/define.js';
import { SkControl } from './control.js';

export { SkControl };

defineElement('sk-control', SkControl);

declare global {
  interface HTMLElementTagNameMap {
    'sk-control': SkControl;
  }
}
