import { css } from 'lit';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';

/*
 * Only design tokens: each exposed --sk-<name>-* property falls back to a private --_sk-<name>-*
 * one set on the control. The label, hint, error and layouts are styled by the field scaffold;
 * these rules style the control inside it.
 */
export const __camel__Styles = [
  focusRingStyles,
  css`
    :host {
      display: block;
    }

    :host([hidden]) {
      display: none;
    }

    [part~='control'] {
      --_sk-__name__-background: var(--sk-color-surface);
      --_sk-__name__-border-color: var(--sk-color-border-strong);

      box-sizing: border-box;
      inline-size: 100%;
      min-block-size: var(--sk-space-10);
      padding-block: var(--sk-space-2);
      padding-inline: var(--sk-space-3);
      border: var(--sk-border-width-thin) solid
        var(--sk-__name__-border-color, var(--_sk-__name__-border-color));
      border-radius: var(--sk-radius-md);
      background: var(--sk-__name__-background, var(--_sk-__name__-background));
      color: var(--sk-color-text);
      font-family: var(--sk-font-family-sans);
      font-size: var(--sk-font-size-md);
      line-height: var(--sk-line-height-normal);
      transition: border-color var(--sk-motion-duration-fast) var(--sk-motion-easing-standard);
    }

    :host(:state(user-invalid)) [part~='control'] {
      --_sk-__name__-border-color: var(--sk-color-status-danger);
    }

    [part~='control']:disabled {
      --_sk-__name__-background: var(--sk-color-surface-subtle);

      color: var(--sk-color-text-subtle);
      cursor: not-allowed;
    }

    @media (prefers-reduced-motion: reduce) {
      [part~='control'] {
        transition: none;
      }
    }

    /* System colours are the only colours forced-colors mode allows; keep these rules last. */
    @media (forced-colors: active) {
      [part~='control'] {
        border-color: CanvasText;
      }

      [part~='control']:disabled {
        border-color: GrayText;
        color: GrayText;
      }
    }
  `,
];
