import { css } from 'lit';

/**
 * The native `<dialog>` of a modal component (with `DialogController`): a raised surface over a
 * dimmed backdrop, fading and rising in and out. Both directions are CSS transitions — in from
 * `@starting-style`, out by keeping `display` and the top layer (`overlay`) until the fade ends —
 * so `waitForTransition` sees them and the after-events wait for the motion. Sizes, header and
 * footer belong to the component; this is only the box and its motion.
 */
export const dialogStyles = css`
  dialog {
    box-sizing: border-box;
    max-inline-size: calc(100vi - 2 * var(--sk-space-4));
    max-block-size: calc(100dvb - 2 * var(--sk-space-8));
    padding: 0;
    border: var(--sk-border-width-thin) solid var(--sk-color-border);
    border-radius: var(--sk-radius-lg);
    background: var(--sk-color-surface-raised);
    box-shadow: var(--sk-shadow-lg);
    color: var(--sk-color-text);
    font-family: var(--sk-font-family-sans);
    opacity: 0;
    translate: 0 var(--sk-space-4);
    transition-property: opacity, translate, display, overlay;
    transition-duration: var(--sk-motion-duration-normal);
    transition-timing-function: var(--sk-motion-easing-standard);
    transition-behavior: allow-discrete;
  }

  dialog[open] {
    opacity: 1;
    translate: 0 0;
  }

  dialog::backdrop {
    background: color-mix(in srgb, var(--sk-color-black) 50%, transparent);
    opacity: 0;
    transition-property: opacity, display, overlay;
    transition-duration: var(--sk-motion-duration-normal);
    transition-timing-function: var(--sk-motion-easing-standard);
    transition-behavior: allow-discrete;
  }

  dialog[open]::backdrop {
    opacity: 1;
  }

  @starting-style {
    dialog[open] {
      opacity: 0;
      translate: 0 var(--sk-space-4);
    }

    dialog[open]::backdrop {
      opacity: 0;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    dialog,
    dialog::backdrop {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    dialog {
      border-color: CanvasText;
    }
  }
`;
