import { defineElement } from '../../internal/define.js';
import { SkRadioGroup } from './radio-group.js';
import { SkRadio } from './radio.js';

export { SkRadio, SkRadioGroup };

/*
 * The group first: radios already in the page are upgraded when their tag is defined, and each
 * looks for its group as it connects.
 */
defineElement('sk-radio-group', SkRadioGroup);
defineElement('sk-radio', SkRadio);

declare global {
  interface HTMLElementTagNameMap {
    'sk-radio-group': SkRadioGroup;
    'sk-radio': SkRadio;
  }
}
