import { css } from 'lit';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';

/*
 * Only design tokens: each exposed --sk-<name>-* property falls back to a private --_sk-<name>-*
 * one set on the inner wrapper. Give every interactive part class="focus-ring".
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

    [part~='base'] {
      --_sk-__name__-background: var(--sk-color-surface);
      --_sk-__name__-color: var(--sk-color-text);

      box-sizing: border-box;
      padding: var(--sk-space-4);
      border: var(--sk-border-width-thin) solid var(--sk-color-border);
      border-radius: var(--sk-radius-md);
      background: var(--sk-__name__-background, var(--_sk-__name__-background));
      color: var(--sk-__name__-color, var(--_sk-__name__-color));
      font-family: var(--sk-font-family-sans);
      line-height: var(--sk-line-height-normal);
      transition: background-color var(--sk-motion-duration-fast) var(--sk-motion-easing-standard);
    }

    .subtle {
      --_sk-__name__-background: var(--sk-color-surface-subtle);
    }

    @media (prefers-reduced-motion: reduce) {
      [part~='base'] {
        transition: none;
      }
    }

    /* System colours are the only colours forced-colors mode allows; keep these rules last. */
    @media (forced-colors: active) {
      [part~='base'] {
        border-color: CanvasText;
      }
    }
  `,
];
