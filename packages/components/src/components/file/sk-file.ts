import { defineElement } from '../../internal/define.js';
import { SkFile } from './file.js';

export { SkFile };

defineElement('sk-file', SkFile);

declare global {
  interface HTMLElementTagNameMap {
    'sk-file': SkFile;
  }
}
