import { css } from 'lit';
import { inlineRowStyles } from '../../styles/field.styles.js';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';

/*
 * Only design tokens. The switch is one element: the input is the track, its ::before the thumb,
 * and it is the field's `.control` itself, with no wrapper.
 * Each state sets the private --_sk-toggle-* properties, from the exposed --sk-toggle-* ones
 * where a user may tune the colour. The label, hint, error and layouts are the field scaffold's.
 */
export const toggleStyles = [
  focusRingStyles,
  inlineRowStyles,
  css`
    :host([layout='inline']) [part~='label'] {
      cursor: pointer;
    }

    /* The switch first in the row (inlineRowStyles), unless the label comes first. */
    :host([layout='inline']:not([label-position='start'])) .field > .control {
      order: -1;
    }

    /* The label first, the switch at the end of the row, as in a list of settings. */
    :host([layout='inline'][label-position='start']) .field {
      grid-template-columns: minmax(0, 1fr) auto;
    }

    :host([layout='inline'][label-position='start']) .control {
      grid-area: 1 / 2;
    }

    :host([layout='inline'][label-position='start']) [part~='label'] {
      grid-area: 1 / 1;
    }

    :host([layout='inline'][label-position='start']) [part~='hint'],
    :host([layout='inline'][label-position='start']) [part~='error'] {
      grid-column: 1;
    }

    :host(:state(disabled)) [part~='label'] {
      color: var(--sk-color-text-subtle);
      cursor: default;
    }

    [part~='control'] {
      --_sk-toggle-background: var(--sk-toggle-background, var(--sk-color-surface));
      --_sk-toggle-border-color: var(--sk-toggle-border-color, var(--sk-color-border-strong));
      --_sk-toggle-thumb-color: var(--sk-toggle-thumb-color, var(--sk-color-border-strong));
      /* The space around the thumb inside the border, the same on every side. */
      --_sk-toggle-gap: calc(
        (var(--sk-space-6) - var(--sk-space-4)) / 2 - var(--sk-border-width-thin)
      );
      --_sk-toggle-offset: var(--_sk-toggle-gap);

      appearance: none;
      position: relative;
      flex: none;
      box-sizing: border-box;
      inline-size: var(--sk-space-10);
      block-size: var(--sk-space-6);
      margin: 0;
      border: var(--sk-border-width-thin) solid var(--_sk-toggle-border-color);
      border-radius: var(--sk-radius-full);
      background: var(--_sk-toggle-background);
      cursor: pointer;
      transition-property: background-color, border-color;
      transition-duration: var(--sk-motion-duration-normal);
      transition-timing-function: var(--sk-motion-easing-standard);
    }

    /* The thumb slides from the start of the track to its end; logical, so mirrored in RTL. */
    [part~='control']::before {
      content: '';
      position: absolute;
      inset-block: 0;
      inset-inline-start: var(--_sk-toggle-offset);
      inline-size: var(--sk-space-4);
      block-size: var(--sk-space-4);
      margin-block: auto;
      border-radius: var(--sk-radius-full);
      background: var(--_sk-toggle-thumb-color);
      transition-property: inset-inline-start, background-color;
      transition-duration: var(--sk-motion-duration-normal);
      transition-timing-function: var(--sk-motion-easing-standard);
    }

    [part~='control']:checked {
      --_sk-toggle-background: var(--sk-toggle-checked-background, var(--sk-color-interactive));
      --_sk-toggle-border-color: var(--_sk-toggle-background);
      --_sk-toggle-thumb-color: var(
        --sk-toggle-checked-thumb-color,
        var(--sk-color-on-interactive)
      );
      --_sk-toggle-offset: calc(100% - var(--sk-space-4) - var(--_sk-toggle-gap));
    }

    [part~='control']:hover:not(:checked) {
      --_sk-toggle-border-color: var(--sk-toggle-border-color, var(--sk-color-text));
      --_sk-toggle-thumb-color: var(--sk-toggle-thumb-color, var(--sk-color-text));
    }

    [part~='control']:checked:hover {
      --_sk-toggle-background: var(
        --sk-toggle-checked-background,
        var(--sk-color-interactive-hover)
      );
    }

    [part~='control']:checked:active {
      --_sk-toggle-background: var(
        --sk-toggle-checked-background,
        var(--sk-color-interactive-active)
      );
    }

    :host(:state(user-invalid)) [part~='control']:not(:checked) {
      --_sk-toggle-border-color: var(--sk-color-status-danger);
      --_sk-toggle-thumb-color: var(--sk-color-status-danger);
    }

    :host([readonly]) [part~='control'] {
      cursor: default;
    }

    [part~='control']:disabled {
      --_sk-toggle-background: var(--sk-color-surface-subtle);
      --_sk-toggle-border-color: var(--sk-color-border);
      --_sk-toggle-thumb-color: var(--sk-color-border);

      cursor: not-allowed;
    }

    [part~='control']:disabled:checked {
      --_sk-toggle-background: var(--sk-color-border);
      --_sk-toggle-thumb-color: var(--sk-color-surface);
    }

    @media (prefers-reduced-motion: reduce) {
      [part~='control'],
      [part~='control']::before {
        transition: none;
      }
    }

    /*
     * System colours are the only colours forced-colors mode allows, and it would paint every
     * background Canvas, hiding the thumb and the on state: the switch paints its own, in
     * system colours, and the focus ring's token is already Highlight. Keep these rules last.
     */
    @media (forced-colors: active) {
      [part~='control'] {
        --_sk-toggle-background: Canvas;
        --_sk-toggle-border-color: CanvasText;
        --_sk-toggle-thumb-color: CanvasText;

        forced-color-adjust: none;
      }

      [part~='control']:checked {
        --_sk-toggle-background: Highlight;
        --_sk-toggle-thumb-color: HighlightText;
      }

      [part~='control']:disabled {
        --_sk-toggle-background: Canvas;
        --_sk-toggle-border-color: GrayText;
        --_sk-toggle-thumb-color: GrayText;
      }

      [part~='control']:disabled:checked {
        --_sk-toggle-background: GrayText;
        --_sk-toggle-thumb-color: Canvas;
      }
    }
  `,
];
