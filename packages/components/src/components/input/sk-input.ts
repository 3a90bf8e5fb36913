import { defineElement } from '../../internal/define.js';
import { SkInput } from './input.js';

export { SkInput };

defineElement('sk-input', SkInput);

declare global {
  interface HTMLElementTagNameMap {
    'sk-input': SkInput;
  }
}
