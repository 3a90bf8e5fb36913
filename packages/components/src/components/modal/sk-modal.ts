import { defineElement } from '../../internal/define.js';
import { SkModal } from './modal.js';

export { SkModal };

defineElement('sk-modal', SkModal);

declare global {
  interface HTMLElementTagNameMap {
    'sk-modal': SkModal;
  }
}
