import { css } from 'lit';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';

/*
 * Only design tokens: each exposed --sk-input-* property falls back to a private --_sk-input-*
 * one. The label, hint, error, character count and layouts are styled by the field scaffold.
 * The scaffold's wrapper of the control (`.control`) is the field's box — prefix, text, buttons
 * and suffix in a row, with one border and one focus ring — so the field needs no wrapper of its
 * own, which a thousand fields on a page would each pay for.
 */
export const inputStyles = [
  focusRingStyles,
  css`
    .control {
      --_sk-input-background: var(--sk-color-surface);
      --_sk-input-border-color: var(--sk-color-border-strong);
      --_sk-input-height: var(--sk-space-10);
      --_sk-input-font-size: var(--sk-font-size-md);
      --_sk-input-padding: var(--sk-space-3);

      display: flex;
      align-items: center;
      gap: var(--sk-space-2);
      box-sizing: border-box;
      min-block-size: var(--_sk-input-height);
      padding-inline: var(--_sk-input-padding);
      border: var(--sk-border-width-thin) solid
        var(--sk-input-border-color, var(--_sk-input-border-color));
      border-radius: var(--sk-input-radius, var(--sk-radius-md));
      background: var(--sk-input-background, var(--_sk-input-background));
      color: var(--sk-color-text);
      font-size: var(--_sk-input-font-size);
      line-height: var(--sk-line-height-normal);
      cursor: text;
      transition: border-color var(--sk-motion-duration-fast) var(--sk-motion-easing-standard);
    }

    :host([size='small']) .control {
      --_sk-input-height: var(--sk-space-8);
      --_sk-input-font-size: var(--sk-font-size-sm);
      --_sk-input-padding: var(--sk-space-2);
    }

    :host([size='large']) .control {
      --_sk-input-height: var(--sk-space-12);
      --_sk-input-font-size: var(--sk-font-size-lg);
      --_sk-input-padding: var(--sk-space-4);
    }

    .control:hover {
      --_sk-input-border-color: var(--sk-color-text-subtle);
    }

    /* One ring around the whole field while the text has focus; the clear button has its own. */
    .control:has(> [part~='control']:focus-visible) {
      outline: var(--sk-border-width-thick) solid var(--sk-color-focus-ring);
      outline-offset: var(--sk-border-width-thick);
    }

    /* Attached to other parts (sk-input-group sets --sk-input-attached: true), the field leaves
       the visible label and the focus ring to the group, which draws them around every part. The
       label stays, out of view, as the field's name for assistive technology. */
    @container style(--sk-input-attached: true) {
      [part~='label'] {
        position: absolute;
        inline-size: 1px;
        block-size: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }

      .control:has(> [part~='control']:focus-visible) {
        outline: none;
      }
    }

    :host(:state(user-invalid)) .control {
      --_sk-input-border-color: var(--sk-color-status-danger);
    }

    :host(:state(user-valid)) .control {
      --_sk-input-border-color: var(--sk-color-status-success);
    }

    :host([readonly]) .control {
      --_sk-input-background: var(--sk-color-surface-subtle);
    }

    :host(:state(disabled)) .control {
      --_sk-input-background: var(--sk-color-surface-subtle);
      --_sk-input-border-color: var(--sk-color-border);

      color: var(--sk-color-text-subtle);
      cursor: not-allowed;
    }

    [part~='control'] {
      flex: 1;
      align-self: stretch;
      min-inline-size: 0;
      padding: 0;
      border: 0;
      outline: 0;
      background: none;
      color: inherit;
      font: inherit;
    }

    [part~='control']::placeholder {
      color: var(--sk-color-text-subtle);
      opacity: 1;
    }

    [part~='control']:disabled {
      cursor: inherit;
    }

    [part~='start'],
    [part~='end'] {
      color: var(--sk-color-text-subtle);
    }

    ::slotted(*) {
      flex: none;
    }

    .action {
      display: inline-flex;
      flex: none;
      align-items: center;
      justify-content: center;
      box-sizing: border-box;
      inline-size: var(--sk-space-6);
      block-size: var(--sk-space-6);
      padding: 0;
      border: 0;
      border-radius: var(--sk-radius-sm);
      background: none;
      color: var(--sk-color-text-subtle);
      cursor: pointer;
    }

    .action:hover {
      background: var(--sk-color-surface-subtle);
      color: var(--sk-color-text);
    }

    .action svg {
      inline-size: var(--sk-size-icon-sm);
      block-size: var(--sk-size-icon-sm);
      fill: none;
      stroke: currentColor;
      stroke-width: 2;
      stroke-linecap: round;
    }

    @media (prefers-reduced-motion: reduce) {
      .control {
        transition: none;
      }
    }

    /* System colours are the only colours forced-colors mode allows; keep these rules last. The
       tokens already map the focus ring to Highlight; the box's border needs a system colour. */
    @media (forced-colors: active) {
      .control {
        border-color: CanvasText;
      }

      :host(:state(disabled)) .control {
        border-color: GrayText;
        color: GrayText;
      }
    }
  `,
];
