import { defineElement } from '../../internal/define.js';
import { SkRange } from './range.js';

export { SkRange };

defineElement('sk-range', SkRange);

declare global {
  interface HTMLElementTagNameMap {
    'sk-range': SkRange;
  }
}
