import { css } from 'lit';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';

/*
 * Only design tokens: each exposed --sk-file-* property falls back to a private --_sk-file-* one
 * set on the drop zone. The label, hint, error and layouts are styled by the field scaffold;
 * these rules style the drop zone, its button and the list of chosen files inside it.
 */
export const fileStyles = [
  focusRingStyles,
  css`
    .control {
      display: grid;
      gap: var(--sk-space-2);
      font-size: var(--sk-font-size-md);
      line-height: var(--sk-line-height-normal);
    }

    .zone {
      --_sk-file-background: var(--sk-color-surface);
      --_sk-file-border-color: var(--sk-color-border-strong);

      position: relative;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sk-space-3);
      padding: var(--sk-space-4);
      border: var(--sk-border-width-thick) dashed
        var(--sk-file-border-color, var(--_sk-file-border-color));
      border-radius: var(--sk-file-radius, var(--sk-radius-md));
      background: var(--sk-file-background, var(--_sk-file-background));
      color: var(--sk-color-text-subtle);
      transition-property: background-color, border-color;
      transition-duration: var(--sk-motion-duration-fast);
      transition-timing-function: var(--sk-motion-easing-standard);
    }

    :host([layout='compact']) .zone {
      gap: var(--sk-space-2);
      padding: var(--sk-space-2);
    }

    /* The native input, transparent over the whole zone: a click anywhere on it opens the
       picker. Its own button and text stay unseen; the zone's show. */
    [part~='control'] {
      position: absolute;
      inset: 0;
      inline-size: 100%;
      block-size: 100%;
      margin: 0;
      opacity: 0;
      cursor: pointer;
    }

    [part~='control']:disabled,
    :host([readonly]) [part~='control'] {
      cursor: not-allowed;
    }

    /* One ring around the zone while the input has keyboard focus, as around the button. */
    .zone:has(> [part~='control']:focus-visible) {
      outline: var(--sk-border-width-thick) solid var(--sk-color-focus-ring);
      outline-offset: var(--sk-border-width-thick);
    }

    .zone:hover {
      --_sk-file-border-color: var(--sk-color-text-subtle);
    }

    /* Solid while files are over it: the change is in the line, not only in the colour. */
    :host(:state(drag-over)) .zone {
      --_sk-file-background: var(--sk-color-status-info-surface);
      --_sk-file-border-color: var(--sk-color-interactive);

      border-style: solid;
    }

    :host(:state(user-invalid)) .zone {
      --_sk-file-border-color: var(--sk-color-status-danger);
    }

    :host(:state(user-valid)) .zone {
      --_sk-file-border-color: var(--sk-color-status-success);
    }

    :host([readonly]) .zone,
    :host(:state(disabled)) .zone {
      --_sk-file-background: var(--sk-color-surface-subtle);
    }

    :host(:state(disabled)) .zone {
      --_sk-file-border-color: var(--sk-color-border);
    }

    /* The secondary button's look, so the zone reads as the action it is. */
    .button {
      display: inline-flex;
      align-items: center;
      gap: var(--sk-space-2);
      min-block-size: var(--sk-space-10);
      padding-block: var(--sk-space-1);
      padding-inline: var(--sk-space-4);
      border: var(--sk-border-width-thin) solid var(--sk-color-border-strong);
      border-radius: var(--sk-radius-md);
      background: var(--sk-color-surface);
      color: var(--sk-color-interactive);
      font-weight: var(--sk-font-weight-semibold);
      line-height: var(--sk-line-height-tight);
    }

    .zone:hover .button {
      background: var(--sk-color-surface-subtle);
    }

    .zone:active .button {
      background: var(--sk-color-border);
    }

    :host([readonly]) .button,
    :host(:state(disabled)) .button {
      border-color: var(--sk-color-border);
      background: var(--sk-color-surface-subtle);
      color: var(--sk-color-text-subtle);
    }

    svg {
      flex: none;
      inline-size: var(--sk-size-icon-sm);
      block-size: var(--sk-size-icon-sm);
      fill: none;
      stroke: currentColor;
      stroke-width: 1.5;
      stroke-linecap: round;
      stroke-linejoin: round;
    }

    [part~='file-list'] {
      display: grid;
      gap: var(--sk-space-2);
      margin: 0;
      padding: 0;
      list-style: none;
    }

    [part~='file'] {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      column-gap: var(--sk-space-3);
      padding-block: var(--sk-space-2);
      padding-inline: var(--sk-space-3);
      border: var(--sk-border-width-thin) solid var(--sk-color-border);
      border-radius: var(--sk-file-radius, var(--sk-radius-md));
      background: var(--sk-color-surface);
      color: var(--sk-color-text);
    }

    /* A long name takes the row, and its size and Remove button wrap under it, not the name. */
    [part~='file-name'] {
      flex: 1 1 12rem;
      min-inline-size: 0;
      overflow-wrap: anywhere;
      font-weight: var(--sk-font-weight-medium);
    }

    [part~='file-size'] {
      color: var(--sk-color-text-subtle);
      font-size: var(--sk-font-size-sm);
      white-space: nowrap;
    }

    /* A text button at least 24 pixels high (WCAG 2.5.8), with a border that only forced
       colours draw. */
    .remove {
      min-block-size: var(--sk-space-6);
      padding-inline: var(--sk-space-2);
      border: var(--sk-border-width-thin) solid transparent;
      border-radius: var(--sk-radius-sm);
      background: none;
      color: var(--sk-color-text-link);
      font: inherit;
      font-size: var(--sk-font-size-sm);
      text-decoration: underline;
      cursor: pointer;
    }

    .remove:hover {
      color: var(--sk-color-text-link-hover);
      text-decoration-thickness: var(--sk-border-width-thick);
    }

    @media (prefers-reduced-motion: reduce) {
      .zone {
        transition: none;
      }
    }

    /* System colours are the only colours forced-colors mode allows; keep these rules last. The
       tokens already map the focus ring to Highlight; borders need a system colour each. */
    @media (forced-colors: active) {
      .zone,
      [part~='file'] {
        border-color: CanvasText;
      }

      :host(:state(drag-over)) .zone {
        border-color: Highlight;
      }

      .button,
      .remove {
        border-color: ButtonText;
      }

      :host(:state(disabled)) .zone,
      :host(:state(disabled)) .button,
      :host([readonly]) .button {
        border-color: GrayText;
        color: GrayText;
      }
    }
  `,
];
