import { css } from 'lit';
import { dialogStyles } from '../../styles/dialog.styles.js';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';

/*
 * The box and its motion come from the shared dialog styles; these add the modal's sizes, its
 * header, body and footer, and the properties users may tune. Each exposed --sk-modal-* property
 * falls back to a private --_sk-modal-* one set on the <dialog>.
 */
export const modalStyles = [
  dialogStyles,
  focusRingStyles,
  css`
    /* The box is the dialog, in the top layer: the element itself takes no room in the page. */
    :host {
      display: contents;
    }

    :host([hidden]) {
      display: none;
    }

    dialog {
      --_sk-modal-width: calc(8 * var(--sk-space-16));
      --_sk-modal-padding: var(--sk-space-6);
      --_sk-modal-backdrop: color-mix(in srgb, var(--sk-color-black) 50%, transparent);

      inline-size: var(--sk-modal-width, var(--_sk-modal-width));
      background: var(--sk-modal-background, var(--sk-color-surface-raised));
      color: var(--sk-modal-color, var(--sk-color-text));
      line-height: var(--sk-line-height-normal);
    }

    /* Open, a column whose body scrolls while the heading and the actions stay in view. */
    dialog[open] {
      display: flex;
      flex-direction: column;
    }

    dialog::backdrop {
      background: var(--sk-modal-backdrop, var(--_sk-modal-backdrop));
    }

    .small {
      --_sk-modal-width: calc(6 * var(--sk-space-16));
      --_sk-modal-padding: var(--sk-space-5);
    }

    .large {
      --_sk-modal-width: var(--sk-layout-content-max);
    }

    .fullscreen {
      inline-size: 100%;
      max-inline-size: none;
      block-size: 100%;
      max-block-size: none;
      border-radius: 0;
    }

    [part~='header'] {
      display: flex;
      flex: none;
      gap: var(--sk-space-3);
      align-items: flex-start;
      padding: var(--sk-modal-padding, var(--_sk-modal-padding));
      padding-block-end: var(--sk-space-3);
    }

    [part~='heading'] {
      flex: 1;
      min-inline-size: 0;
      margin: 0;
      /* Centred on the close button's row, whose target is taller than one line of the heading. */
      padding-block: calc((var(--sk-space-10) - 1lh) / 2);
      font-size: var(--sk-font-size-xl);
      font-weight: var(--sk-font-weight-semibold);
      line-height: var(--sk-line-height-tight);
      overflow-wrap: break-word;
    }

    .close {
      display: inline-flex;
      flex: none;
      align-items: center;
      justify-content: center;
      box-sizing: border-box;
      inline-size: var(--sk-space-10);
      block-size: var(--sk-space-10);
      margin-block-start: calc(-1 * var(--sk-space-1));
      margin-inline-end: calc(-1 * var(--sk-space-2));
      padding: 0;
      border: var(--sk-border-width-thin) solid transparent;
      border-radius: var(--sk-radius-md);
      background: transparent;
      color: var(--sk-color-text-subtle);
      cursor: pointer;
      transition-property: background-color, color;
      transition-duration: var(--sk-motion-duration-fast);
      transition-timing-function: var(--sk-motion-easing-standard);
    }

    .close:hover {
      background: var(--sk-color-surface-subtle);
      color: var(--sk-color-text);
    }

    .close svg {
      inline-size: var(--sk-size-icon-md);
      block-size: var(--sk-size-icon-md);
      fill: none;
      stroke: currentColor;
      stroke-width: 2;
      stroke-linecap: round;
    }

    [part~='body'] {
      flex: 1 1 auto;
      min-block-size: 0;
      padding-block: 0;
      padding-inline: var(--sk-modal-padding, var(--_sk-modal-padding));
      overflow: auto;
      overscroll-behavior: contain;
    }

    /* The space under the body, whether or not a footer follows it. */
    [part~='body']::after {
      display: block;
      block-size: var(--sk-modal-padding, var(--_sk-modal-padding));
      content: '';
    }

    [part~='footer'] {
      display: flex;
      flex: none;
      flex-wrap: wrap;
      gap: var(--sk-space-3);
      justify-content: flex-end;
      padding: var(--sk-modal-padding, var(--_sk-modal-padding));
      padding-block-start: 0;
    }

    [part~='footer'][hidden] {
      display: none;
    }

    @media (prefers-reduced-motion: reduce) {
      .close {
        transition: none;
      }
    }

    /*
     * System colours are the only colours forced-colors mode allows; the dialog's border is
     * CanvasText (shared styles) and the focus ring's token is Highlight. The close button gets
     * the system button's text colour, and its border shows hover. Keep these rules last.
     */
    @media (forced-colors: active) {
      .close {
        color: ButtonText;
      }

      .close:hover {
        border-color: Highlight;
      }
    }
  `,
];
