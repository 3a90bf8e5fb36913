import { css } from 'lit';
import { popupStyles } from '../../styles/popup.styles.js';
import { tooltipStyles } from '../../styles/tooltip.styles.js';

/** Added to the button's styles: a square target, a larger icon and the tooltip. */
export const iconButtonStyles = [
  popupStyles,
  tooltipStyles,
  css`
    [part~='base'] {
      padding-inline: 0;
    }

    ::slotted(svg) {
      inline-size: var(--sk-size-icon-md);
      block-size: var(--sk-size-icon-md);
    }

    .small ::slotted(svg) {
      inline-size: var(--sk-size-icon-sm);
      block-size: var(--sk-size-icon-sm);
    }

    .large ::slotted(svg) {
      inline-size: var(--sk-size-icon-lg);
      block-size: var(--sk-size-icon-lg);
    }
  `,
];
