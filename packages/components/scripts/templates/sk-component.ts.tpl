import { defineElement } from '../../internal/define.js';
import { Sk__Pascal__ } from './__name__.js';

export { Sk__Pascal__ };

defineElement('__tag__', Sk__Pascal__);

declare global {
  interface HTMLElementTagNameMap {
    '__tag__': Sk__Pascal__;
  }
}
