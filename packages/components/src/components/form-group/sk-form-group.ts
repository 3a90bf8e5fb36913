import { defineElement } from '../../internal/define.js';
import { SkFormGroup } from './form-group.js';

export { SkFormGroup };

defineElement('sk-form-group', SkFormGroup);

declare global {
  interface HTMLElementTagNameMap {
    'sk-form-group': SkFormGroup;
  }
}
