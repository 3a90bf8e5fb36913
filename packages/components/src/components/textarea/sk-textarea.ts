import { defineElement } from '../../internal/define.js';
import { SkTextarea } from './textarea.js';

export { SkTextarea };

defineElement('sk-textarea', SkTextarea);

declare global {
  interface HTMLElementTagNameMap {
    'sk-textarea': SkTextarea;
  }
}
