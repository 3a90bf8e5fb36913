import { defineElement } from '../../internal/define.js';
import { SkForm } from './form.js';

export { SkForm };

defineElement('sk-form', SkForm);

declare global {
  interface HTMLElementTagNameMap {
    'sk-form': SkForm;
  }
}
