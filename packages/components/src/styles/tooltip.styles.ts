import { css } from 'lit';

/**
 * A tooltip is a popup (`class="popup tooltip"`, with `popupStyles` before these rules): small
 * inverse text on one line, shown by the tooltip controller.
 */
export const tooltipStyles = css`
  .tooltip {
    overflow: visible;
    padding-block: var(--sk-space-1);
    padding-inline: var(--sk-space-2);
    border-color: var(--sk-color-surface-inverse);
    border-radius: var(--sk-radius-sm);
    background: var(--sk-color-surface-inverse);
    color: var(--sk-color-text-inverse);
    box-shadow: none;
    font-size: var(--sk-font-size-xs);
    line-height: var(--sk-line-height-normal);
    white-space: nowrap;
  }

  /*
   * Covers the gap to the anchor on every side, so the pointer can cross from the anchor onto the
   * tooltip without leaving it (WCAG 1.4.13, hoverable) whichever way it flipped.
   */
  .tooltip::before {
    content: '';
    position: absolute;
    inset: calc(-1 * var(--_sk-popup-offset) - var(--sk-border-width-thin));
  }

  @media (forced-colors: active) {
    .tooltip {
      border-color: CanvasText;
    }
  }
`;
