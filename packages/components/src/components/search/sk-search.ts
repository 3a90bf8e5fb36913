import { defineElement } from '../../internal/define.js';
import { SkSearch } from './search.js';

export { SkSearch };

defineElement('sk-search', SkSearch);

declare global {
  interface HTMLElementTagNameMap {
    'sk-search': SkSearch;
  }
}
