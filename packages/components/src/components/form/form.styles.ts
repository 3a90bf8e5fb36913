import { css } from 'lit';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';

/*
 * The error summary in GOV.UK's shape: a bordered box in the danger colour above the form, a
 * bold title, and a list of underlined links in the danger colour. Only design tokens; the
 * exposed --sk-form-summary-* properties fall back to private ones on the summary.
 */
export const formStyles = [
  focusRingStyles,
  css`
    :host {
      display: block;
    }

    :host([hidden]),
    [hidden] {
      display: none;
    }

    .summary {
      --_sk-form-summary-border-color: var(--sk-color-status-danger);
      --_sk-form-summary-background: var(--sk-color-surface);

      box-sizing: border-box;
      margin-block-end: var(--sk-form-summary-gap, var(--sk-space-6));
      padding: var(--sk-space-5);
      border: var(--sk-border-width-thick) solid
        var(--sk-form-summary-border-color, var(--_sk-form-summary-border-color));
      border-radius: var(--sk-radius-md);
      background: var(--sk-form-summary-background, var(--_sk-form-summary-background));
      color: var(--sk-color-text);
      font-family: var(--sk-font-family-sans);
      font-size: var(--sk-font-size-md);
      line-height: var(--sk-line-height-normal);
    }

    [part~='summary-title'] {
      margin-block-end: var(--sk-space-3);
      font-size: var(--sk-font-size-lg);
      font-weight: var(--sk-font-weight-bold);
      line-height: var(--sk-line-height-tight);
    }

    [part~='summary-list'] {
      display: grid;
      gap: var(--sk-space-2);
      margin: 0;
      padding: 0;
      list-style: none;
    }

    [part~='summary-link'] {
      border-radius: var(--sk-radius-sm);
      color: var(--sk-color-status-danger);
      font-weight: var(--sk-font-weight-semibold);
      text-decoration: underline;
      text-decoration-thickness: var(--sk-border-width-thin);
    }

    [part~='summary-link']:hover {
      text-decoration-thickness: var(--sk-border-width-thick);
    }

    /* System colours are the only colours forced-colors mode allows; keep these rules last.
       The border keeps the summary a box, and the links stay links. */
    @media (forced-colors: active) {
      .summary {
        border-color: CanvasText;
      }

      [part~='summary-link'] {
        color: LinkText;
      }
    }
  `,
];
