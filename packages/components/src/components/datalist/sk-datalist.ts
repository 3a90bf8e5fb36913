import { defineElement } from '../../internal/define.js';
import { SkDatalist } from './datalist.js';

export { SkDatalist };

defineElement('sk-datalist', SkDatalist);

declare global {
  interface HTMLElementTagNameMap {
    'sk-datalist': SkDatalist;
  }
}
