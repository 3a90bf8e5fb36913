import { css } from 'lit';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';

/*
 * Only design tokens: each exposed --sk-textarea-* property falls back to a private
 * --_sk-textarea-* one set on the control. The label, hint, error, character count and layouts
 * are styled by the field scaffold; these rules style the text area inside it.
 */
export const textareaStyles = [
  focusRingStyles,
  css`
    [part~='control'] {
      --_sk-textarea-background: var(--sk-color-surface);
      --_sk-textarea-border-color: var(--sk-color-border-strong);
      /* Lines of text for auto-grow; the element's inline style sets them from its attributes. */
      --_sk-textarea-rows: 4;
      --_sk-textarea-max-rows: none;

      display: block;
      box-sizing: border-box;
      inline-size: 100%;
      max-inline-size: 100%;
      margin: 0;
      padding-block: var(--sk-space-2);
      padding-inline: var(--sk-space-3);
      border: var(--sk-border-width-thin) solid
        var(--sk-textarea-border-color, var(--_sk-textarea-border-color));
      border-radius: var(--sk-radius-md);
      background: var(--sk-textarea-background, var(--_sk-textarea-background));
      color: var(--sk-color-text);
      font-family: var(--sk-font-family-sans);
      font-size: var(--sk-font-size-md);
      line-height: var(--sk-line-height-normal);
      /* Logical: the handle resizes along the block axis, whatever the writing mode. */
      resize: vertical;
      resize: block;
      transition: border-color var(--sk-motion-duration-fast) var(--sk-motion-easing-standard);
    }

    :host([resize='both']) [part~='control'] {
      resize: both;
    }

    :host([resize='none']) [part~='control'] {
      resize: none;
    }

    /*
     * A line is 1lh; the padding and borders come on top (border-box). A max-rows of "none"
     * makes max-block-size invalid, so it has no maximum, as when unset.
     */
    :host([auto-grow]) [part~='control'] {
      field-sizing: content;
      min-block-size: calc(
        var(--_sk-textarea-rows) * 1lh + 2 * (var(--sk-space-2) + var(--sk-border-width-thin))
      );
      max-block-size: calc(
        var(--_sk-textarea-max-rows) * 1lh + 2 * (var(--sk-space-2) + var(--sk-border-width-thin))
      );
    }

    [part~='control']::placeholder {
      color: var(--sk-color-text-subtle);
      opacity: 1;
    }

    [part~='control']:hover:not(:disabled, :read-only) {
      --_sk-textarea-border-color: var(--sk-color-text-subtle);
    }

    :host(:state(user-valid)) [part~='control'] {
      --_sk-textarea-border-color: var(--sk-color-status-success);
    }

    :host(:state(user-invalid)) [part~='control'] {
      --_sk-textarea-border-color: var(--sk-color-status-danger);
    }

    [part~='control']:read-only,
    [part~='control']:disabled {
      --_sk-textarea-background: var(--sk-color-surface-subtle);
    }

    [part~='control']:disabled {
      color: var(--sk-color-text-subtle);
      cursor: not-allowed;
      resize: none;
    }

    @media (prefers-reduced-motion: reduce) {
      [part~='control'] {
        transition: none;
      }
    }

    /* System colours are the only colours forced-colors mode allows; keep these rules last. */
    @media (forced-colors: active) {
      [part~='control'] {
        border-color: FieldText;
      }

      [part~='control']:hover:not(:disabled, :read-only) {
        border-color: Highlight;
      }

      [part~='control']:disabled {
        border-color: GrayText;
        color: GrayText;
      }
    }
  `,
];
