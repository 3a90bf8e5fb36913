import { defineElement } from '../../internal/define.js';
import { SkTag } from './tag.js';

export { SkTag };

defineElement('sk-tag', SkTag);

declare global {
  interface HTMLElementTagNameMap {
    'sk-tag': SkTag;
  }
}
