import { defineElement } from '../../internal/define.js';
import { SkProgressCircle } from './progress-circle.js';

export { SkProgressCircle };

defineElement('sk-progress-circle', SkProgressCircle);

declare global {
  interface HTMLElementTagNameMap {
    'sk-progress-circle': SkProgressCircle;
  }
}
