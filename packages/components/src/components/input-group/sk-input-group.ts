import { defineElement } from '../../internal/define.js';
import { SkInputGroup } from './input-group.js';

export { SkInputGroup };

defineElement('sk-input-group', SkInputGroup);

declare global {
  interface HTMLElementTagNameMap {
    'sk-input-group': SkInputGroup;
  }
}
