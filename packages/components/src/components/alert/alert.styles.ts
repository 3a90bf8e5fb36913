import { css } from 'lit';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';
import { statusStyles } from '../../styles/status.styles.js';
import { visuallyHiddenStyles } from '../../styles/visually-hidden.styles.js';

/*
 * Two stylesheets: the shared status colours, whose forced-colours rules must stay last in their
 * sheet, then the alert's own rules with the shared focus ring and visually-hidden ones: every
 * sheet a shadow root adopts is registered and matched with that root, once per alert. The status
 * colours come from the host's `variant` (status.styles.ts); each exposed --sk-alert-* property
 * falls back to the status colour directly, with no private property in between that every
 * alert's box would have to compute.
 */
export const alertStyles = [
  statusStyles,
  css`
    ${focusRingStyles}
    ${visuallyHiddenStyles}

    :host {
      display: block;
    }

    :host([hidden]) {
      display: none;
    }

    .base {
      position: relative;
      display: flex;
      gap: var(--sk-space-3);
      align-items: flex-start;
      box-sizing: border-box;
      padding: var(--sk-space-4);
      /* The thick edge at the start marks the kind of message; it moves to the right in RTL. */
      border: var(--sk-border-width-thin) solid
        var(--sk-alert-border-color, var(--_sk-status-border));
      border-inline-start-width: var(--sk-space-1);
      border-radius: var(--sk-alert-radius, var(--sk-radius-md));
      background: var(--sk-alert-background, var(--_sk-status-bg));
      color: var(--sk-alert-color, var(--_sk-status-fg));
      font-family: var(--sk-font-family-sans);
      font-size: var(--sk-font-size-md);
      line-height: var(--sk-line-height-normal);
    }

    /* Only the way out moves: shown again, the alert is there at once, as when it is added. */
    .closing {
      opacity: 0;
      transition: opacity var(--sk-motion-duration-normal) var(--sk-motion-easing-standard);
    }

    /* As high as the first line of text, so the icon and the close button sit on it. */
    .icon,
    .close {
      display: flex;
      flex: none;
      align-items: center;
      justify-content: center;
      block-size: calc(var(--sk-font-size-md) * var(--sk-line-height-normal));
    }

    /* The icon's width is kept while its drawing loads, so the text does not move. */
    .icon {
      inline-size: var(--sk-size-icon-md);
      color: var(--sk-alert-icon-color, var(--_sk-status-accent));
    }

    /* The variant's own icon, drawn at the icon set's medium size (as sk-icon draws it). Its
       drawings stay inside their view box, so nothing needs clipping: visible overflow spares
       each alert's drawing a clip of its own. */
    .icon > slot > svg {
      display: block;
      flex: none;
      inline-size: var(--sk-size-icon-md);
      block-size: var(--sk-size-icon-md);
      overflow: visible;
    }

    .content {
      flex: 1;
      min-inline-size: 0;
    }

    /* The heading, message and actions regions are their slots, drawn as boxes: no wrapper
       element each. */
    .heading,
    .message {
      display: block;
    }

    .heading {
      font-weight: var(--sk-font-weight-semibold);
    }

    .heading:not([hidden]) + .message::slotted(:first-child) {
      margin-block-start: var(--sk-space-1);
    }

    ::slotted(:first-child) {
      margin-block-start: 0;
    }

    ::slotted(:last-child) {
      margin-block-end: 0;
    }

    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sk-space-2);
      margin-block-start: var(--sk-space-3);
    }

    .heading[hidden],
    .actions[hidden] {
      display: none;
    }

    /* 32 px, over the 24 px minimum target, overlapping the padding so the text keeps its place. */
    .close {
      box-sizing: border-box;
      inline-size: var(--sk-space-8);
      block-size: var(--sk-space-8);
      margin-block: calc(var(--sk-space-1) * -1);
      margin-inline-end: calc(var(--sk-space-2) * -1);
      padding: 0;
      border: var(--sk-border-width-thin) solid transparent;
      border-radius: var(--sk-radius-sm);
      background: transparent;
      color: inherit;
      cursor: pointer;
    }

    .close:hover {
      background: color-mix(in oklab, currentColor 12%, transparent);
    }

    @media (prefers-reduced-motion: reduce) {
      .closing {
        transition: none;
      }
    }

    /* System colours are the only colours forced-colors mode allows; keep these rules last. */
    @media (forced-colors: active) {
      .base {
        border-color: CanvasText;
      }

      .icon {
        color: CanvasText;
      }

      .close {
        border-color: ButtonText;
        color: ButtonText;
      }

      .close:hover {
        border-color: Highlight;
      }
    }
  `,
];
