import { css } from 'lit';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';

/*
 * Only design tokens. The `--sk-accordion-*` properties are set on the accordion (or on one
 * section) and inherited; each falls back to a private `--_sk-accordion-*` default.
 */
export const accordionItemStyles = [
  focusRingStyles,
  css`
    :host {
      --_sk-accordion-padding-inline: var(--sk-accordion-padding-inline, var(--sk-space-3));
      --_sk-accordion-heading-color: var(--sk-accordion-heading-color, var(--sk-color-text));

      display: block;
      border-block-end: var(--sk-border-width-thin) solid
        var(--sk-accordion-border-color, var(--sk-color-border));
      color: var(--sk-color-text);
      font-family: var(--sk-font-family-sans);
      font-size: var(--sk-font-size-md);
      line-height: var(--sk-line-height-normal);
    }

    :host([hidden]) {
      display: none;
    }

    [part~='header'] {
      margin: 0;
    }

    .trigger {
      display: flex;
      align-items: center;
      gap: var(--sk-space-3);
      box-sizing: border-box;
      inline-size: 100%;
      min-block-size: var(--sk-space-12);
      margin: 0;
      padding-block: var(--sk-space-3);
      padding-inline: var(--_sk-accordion-padding-inline);
      border: 0;
      border-radius: var(--sk-radius-sm);
      background: transparent;
      color: var(--_sk-accordion-heading-color);
      font: inherit;
      font-weight: var(--sk-font-weight-semibold);
      text-align: start;
      cursor: pointer;
      transition: background-color var(--sk-motion-duration-fast) var(--sk-motion-easing-standard);
    }

    .trigger:hover:not(:disabled) {
      background: var(--sk-accordion-hover-background, var(--sk-color-surface-subtle));
    }

    .trigger:disabled {
      color: var(--sk-color-text-subtle);
      cursor: not-allowed;
    }

    .text {
      display: flex;
      flex: 1;
      flex-direction: column;
      gap: var(--sk-space-1);
      min-inline-size: 0;
    }

    [part~='summary'] {
      color: var(--sk-color-text-subtle);
      font-size: var(--sk-font-size-sm);
      font-weight: var(--sk-font-weight-regular);
    }

    ::slotted([slot='start']) {
      flex: none;
    }

    ::slotted(svg[slot='start']) {
      inline-size: var(--sk-size-icon-md);
      block-size: var(--sk-size-icon-md);
    }

    .chevron {
      flex: none;
      inline-size: var(--sk-size-icon-sm);
      block-size: var(--sk-size-icon-sm);
      fill: none;
      stroke: currentColor;
      stroke-width: 2;
      stroke-linecap: round;
      stroke-linejoin: round;
      transition: transform var(--sk-motion-duration-normal) var(--sk-motion-easing-standard);
    }

    :host([open]) .chevron {
      transform: rotate(180deg);
    }

    /*
     * The height (block size) animates to and from auto; content-visibility, which hidden="until-found"
     * sets to hidden, switches only at the end of a close, so the content shows while it
     * moves. Where interpolate-size is missing, the panel opens and closes at once.
     */
    .panel {
      overflow: clip;
      interpolate-size: allow-keywords;
      transition:
        block-size var(--sk-motion-duration-normal) var(--sk-motion-easing-standard),
        content-visibility var(--sk-motion-duration-normal) allow-discrete;
    }

    .panel[hidden] {
      block-size: 0;
    }

    .content {
      padding-block: var(--sk-space-1) var(--sk-space-4);
      padding-inline: var(--_sk-accordion-padding-inline);
    }

    @media (prefers-reduced-motion: reduce) {
      .trigger,
      .chevron,
      .panel {
        transition: none;
      }
    }

    .panel.instant {
      transition: none;
    }

    /* System colours are the only colours forced-colors mode allows; keep these rules last. */
    @media (forced-colors: active) {
      :host {
        border-color: CanvasText;
      }

      .trigger {
        color: ButtonText;
      }

      .trigger:hover:not(:disabled) [part~='label'] {
        text-decoration: underline;
      }

      .trigger:disabled {
        color: GrayText;
      }
    }
  `,
];
