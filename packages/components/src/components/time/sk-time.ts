import { defineElement } from '../../internal/define.js';
import { SkTime } from './time.js';

export { SkTime };

defineElement('sk-time', SkTime);

declare global {
  interface HTMLElementTagNameMap {
    'sk-time': SkTime;
  }
}
