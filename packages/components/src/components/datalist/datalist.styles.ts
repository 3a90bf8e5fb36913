import { css } from 'lit';
import { listboxStyles } from '../../styles/listbox.styles.js';
import { popupStyles } from '../../styles/popup.styles.js';
import { inputStyles } from '../input/input.styles.js';

/*
 * The field is sk-input's box, so the two look and size alike in one form and follow each other
 * when one changes: the same rules, reached through this component's own custom properties. A
 * `--sk-datalist-*` property that is not set leaves the `--sk-input-*` one it feeds unset too
 * (a custom property that refers to a missing one is invalid, so the fallback applies), and a
 * page's `--sk-input-*` never restyles a datalist. The list is the shared listbox in the shared
 * popup; only its suggestions' indent and height limit are the datalist's.
 */
export const datalistStyles = [
  ...inputStyles,
  popupStyles,
  listboxStyles,
  css`
    .control {
      --sk-input-background: var(--sk-datalist-background);
      --sk-input-border-color: var(--sk-datalist-border-color);
      --sk-input-radius: var(--sk-datalist-radius);
    }

    .listbox {
      --_sk-listbox-max-height: var(--sk-datalist-list-max-height, calc(var(--sk-space-10) * 8));
    }

    /* No check marks: a suggestion is never selected, only chosen into the text. */
    .option {
      padding-inline-start: var(--sk-space-3);
    }
  `,
];
