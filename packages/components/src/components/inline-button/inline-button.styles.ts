import { css } from 'lit';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';

/*
 * Everything typographic is inherited, so the button matches the sentence it sits in, at any
 * size or weight; only the colour and underline say that it can be pressed.
 */
export const inlineButtonStyles = [
  focusRingStyles,
  css`
    :host {
      display: inline;
    }

    :host([hidden]) {
      display: none;
    }

    [part~='base'] {
      --_sk-inline-button-color: var(--sk-inline-button-color, var(--sk-color-text-link));
      --_sk-inline-button-color-hover: var(
        --sk-inline-button-color-hover,
        var(--sk-color-text-link-hover)
      );

      display: inline;
      margin: 0;
      padding: 0;
      border: 0;
      border-radius: var(--sk-radius-sm);
      background: none;
      color: var(--_sk-inline-button-color);
      font: inherit;
      letter-spacing: inherit;
      text-align: inherit;
      text-decoration: underline;
      text-decoration-thickness: from-font;
      text-underline-offset: 0.15em;
      cursor: pointer;
      transition: color var(--sk-motion-duration-fast) var(--sk-motion-easing-standard);
    }

    [part~='base']:hover:not(:disabled) {
      color: var(--_sk-inline-button-color-hover);
      text-decoration-thickness: var(--sk-border-width-thick);
    }

    [part~='base']:disabled {
      color: var(--sk-color-text-subtle);
      text-decoration: none;
      cursor: not-allowed;
    }

    @media (prefers-reduced-motion: reduce) {
      [part~='base'] {
        transition: none;
      }
    }

    @media (forced-colors: active) {
      [part~='base'] {
        color: ButtonText;
      }

      [part~='base']:disabled {
        color: GrayText;
      }
    }
  `,
];
