import { css } from 'lit';

/** Added to the button's styles: a square target, a larger icon and the tooltip. */
export const iconButtonStyles = css`
  :host {
    position: relative;
  }

  [part~='base'] {
    --_sk-button-padding-inline: 0;
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

  /* Centred with physical properties on purpose: centring reads the same in both directions. */
  .tooltip {
    position: absolute;
    inset-block-end: calc(100% + var(--sk-space-1));
    left: 50%;
    translate: -50% 0;
    z-index: var(--sk-z-popup);
    padding-block: var(--sk-space-1);
    padding-inline: var(--sk-space-2);
    border-radius: var(--sk-radius-sm);
    background: var(--sk-color-surface-inverse);
    color: var(--sk-color-text-inverse);
    font-family: var(--sk-font-family-sans);
    font-size: var(--sk-font-size-xs);
    line-height: var(--sk-line-height-normal);
    white-space: nowrap;
    visibility: hidden;
    opacity: 0;
    transition-property: opacity, visibility;
    transition-duration: var(--sk-motion-duration-fast);
    transition-timing-function: var(--sk-motion-easing-standard);
  }

  /* Shown while the button or the tooltip itself is hovered, so the pointer can move onto it. */
  :host(:hover) .tooltip,
  [part~='base']:focus-visible ~ .tooltip {
    visibility: visible;
    opacity: 1;
  }

  @media (prefers-reduced-motion: reduce) {
    .tooltip {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .tooltip {
      border: var(--sk-border-width-thin) solid CanvasText;
    }
  }
`;
