import { css } from 'lit';

/**
 * The surface of every popup the popup controller places (`class="popup"` on a `popover`
 * element): a raised panel that fades in and out of the top layer. The controller sets the
 * position; these rules undo the user agent's centring so that it can.
 */
export const popupStyles = css`
  .popup {
    --_sk-popup-offset: var(--sk-space-1);
    box-sizing: border-box;
    inset: auto;
    margin: 0;
    padding: 0;
    border: var(--sk-border-width-thin) solid var(--sk-color-border);
    border-radius: var(--sk-radius-md);
    background: var(--sk-color-surface-raised);
    color: var(--sk-color-text);
    box-shadow: var(--sk-shadow-md);
    font-family: var(--sk-font-family-sans);
    opacity: 0;
    /* display and overlay switch at the end, so the popup stays in the top layer while it fades. */
    transition:
      opacity var(--sk-motion-duration-fast) var(--sk-motion-easing-standard),
      display var(--sk-motion-duration-fast) allow-discrete,
      overlay var(--sk-motion-duration-fast) allow-discrete;
  }

  .popup:popover-open {
    opacity: 1;
  }

  @starting-style {
    .popup:popover-open {
      opacity: 0;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .popup {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .popup {
      border-color: CanvasText;
    }
  }
`;
