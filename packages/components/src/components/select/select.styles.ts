import { css } from 'lit';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';
import { listboxStyles } from '../../styles/listbox.styles.js';
import { popupStyles } from '../../styles/popup.styles.js';

/*
 * Only design tokens: each exposed --sk-select-* property falls back to a private --_sk-select-*
 * one set on the button. The label, hint, error and layouts are styled by the field scaffold,
 * the popup and its list by the shared popup and listbox styles; these rules style the button
 * (as tall as an sk-input of the same size) and tune the list.
 */
export const selectStyles = [
  focusRingStyles,
  popupStyles,
  listboxStyles,
  css`
    :host {
      display: block;
    }

    :host([hidden]) {
      display: none;
    }

    [part~='control'] {
      --_sk-select-background: var(--sk-color-surface);
      --_sk-select-border-color: var(--sk-color-border-strong);
      --_sk-select-height: var(--sk-space-10);
      --_sk-select-font-size: var(--sk-font-size-md);
      --_sk-select-padding: var(--sk-space-3);

      display: flex;
      align-items: center;
      gap: var(--sk-space-2);
      box-sizing: border-box;
      inline-size: 100%;
      min-block-size: var(--_sk-select-height);
      margin: 0;
      padding-block: 0;
      padding-inline: var(--_sk-select-padding);
      border: var(--sk-border-width-thin) solid
        var(--sk-select-border-color, var(--_sk-select-border-color));
      border-radius: var(--sk-select-radius, var(--sk-radius-md));
      background: var(--sk-select-background, var(--_sk-select-background));
      color: var(--sk-color-text);
      font-family: var(--sk-font-family-sans);
      font-size: var(--_sk-select-font-size);
      line-height: var(--sk-line-height-normal);
      text-align: start;
      cursor: pointer;
      transition: border-color var(--sk-motion-duration-fast) var(--sk-motion-easing-standard);
    }

    :host([size='small']) [part~='control'] {
      --_sk-select-height: var(--sk-space-8);
      --_sk-select-font-size: var(--sk-font-size-sm);
      --_sk-select-padding: var(--sk-space-2);
    }

    :host([size='large']) [part~='control'] {
      --_sk-select-height: var(--sk-space-12);
      --_sk-select-font-size: var(--sk-font-size-lg);
      --_sk-select-padding: var(--sk-space-4);
    }

    [part~='control']:hover {
      --_sk-select-border-color: var(--sk-color-text-subtle);
    }

    /* Pressed, or open: the field shows it is in use. */
    [part~='control']:active,
    :host(:state(open)) [part~='control'] {
      --_sk-select-border-color: var(--sk-color-interactive);
    }

    :host(:state(user-invalid)) [part~='control'] {
      --_sk-select-border-color: var(--sk-color-status-danger);
    }

    :host(:state(user-valid)) [part~='control'] {
      --_sk-select-border-color: var(--sk-color-status-success);
    }

    :host([readonly]) [part~='control'] {
      --_sk-select-background: var(--sk-color-surface-subtle);

      cursor: default;
    }

    [part~='control']:disabled {
      --_sk-select-background: var(--sk-color-surface-subtle);
      --_sk-select-border-color: var(--sk-color-border);

      color: var(--sk-color-text-subtle);
      cursor: not-allowed;
    }

    .display {
      flex: 1;
      min-inline-size: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }

    .placeholder {
      color: var(--sk-color-text-subtle);
    }

    /* A chevron drawn with two borders, in the text colour (so it follows forced colours). */
    .chevron {
      flex: none;
      inline-size: var(--sk-space-2);
      block-size: var(--sk-space-2);
      margin-inline-end: var(--sk-space-1);
      border-block-end: var(--sk-border-width-thick) solid currentColor;
      border-inline-end: var(--sk-border-width-thick) solid currentColor;
      transform: translateY(-25%) rotate(45deg);
      transition: transform var(--sk-motion-duration-fast) var(--sk-motion-easing-standard);
    }

    :host(:state(open)) .chevron {
      transform: translateY(25%) rotate(225deg);
    }

    .listbox {
      --_sk-listbox-max-height: var(--sk-select-list-max-height, calc(var(--sk-space-10) * 8));
    }

    @media (prefers-reduced-motion: reduce) {
      [part~='control'],
      .chevron {
        transition: none;
      }
    }

    /* System colours are the only colours forced-colors mode allows; keep these rules last. The
       tokens map the focus ring to Highlight; the box's border needs a system colour. */
    @media (forced-colors: active) {
      [part~='control'] {
        border-color: ButtonText;
        color: ButtonText;
      }

      [part~='control']:disabled {
        border-color: GrayText;
        color: GrayText;
      }
    }
  `,
];
