import { css } from 'lit';
import { listboxStyles } from '../../styles/listbox.styles.js';
import { popupStyles } from '../../styles/popup.styles.js';
import { inputStyles } from '../input/input.styles.js';

/*
 * The field is sk-input's box, as the datalist's is, so the text fields of one form look and
 * size alike and follow each other when one changes: the same rules, reached through this
 * component's own custom properties. A `--sk-time-*` property that is not set leaves the
 * `--sk-input-*` one it feeds unset too (a custom property that refers to a missing one is
 * invalid, so the fallback applies), and a page's `--sk-input-*` never restyles a time field.
 * The clock button is the input's action button; the list is the shared listbox in the shared
 * popup.
 */
export const timeStyles = [
  ...inputStyles,
  popupStyles,
  listboxStyles,
  css`
    .control {
      --sk-input-background: var(--sk-time-background);
      --sk-input-border-color: var(--sk-time-border-color);

      padding-inline-end: var(--sk-space-2);
    }

    /* Digits of one width, so a time does not shift as it is typed. */
    [part~='control'] {
      font-variant-numeric: tabular-nums;
    }

    /* The clock stays pressed while its list is open. */
    :host(:state(open)) .action {
      background: var(--sk-color-surface-subtle);
      color: var(--sk-color-text);
    }

    .action:disabled {
      cursor: inherit;
    }

    .action svg {
      stroke-width: 1.5;
    }

    @media (forced-colors: active) {
      .action {
        color: ButtonText;
      }

      :host(:state(disabled)) .action {
        color: GrayText;
      }
    }
  `,
];
