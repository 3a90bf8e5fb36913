import { css } from 'lit';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';
import { visuallyHiddenStyles } from '../../styles/visually-hidden.styles.js';

/*
 * One stylesheet, the shared focus ring and visually-hidden rules included: every sheet a shadow
 * root adopts is registered with that root, once per button.
 */
export const buttonStyles = [
  css`
    ${focusRingStyles}
    ${visuallyHiddenStyles}

    /* A flex container with the button as its one item, which fills it (full width, or a width
       the author gives the host) and keeps its own height at the top of a taller host. An
       inline block around a button of 100% width cost every button a line box and a second
       measuring pass. */
    :host {
      display: inline-flex;
      align-items: flex-start;
      vertical-align: middle;
    }

    :host([hidden]) {
      display: none;
    }

    :host([full-width]) {
      display: flex;
    }

    /* The primary, medium button. Variants and sizes set the properties themselves, not private
       custom properties that every instance would resolve, store and pass down to its subtree;
       the public custom properties still override every state. */
    [part~='base'] {
      position: relative;
      display: inline-flex;
      flex: auto;
      align-items: center;
      justify-content: center;
      box-sizing: border-box;
      min-block-size: var(--sk-space-10);
      min-inline-size: var(--sk-space-10);
      padding-block: var(--sk-space-1);
      padding-inline: var(--sk-space-4);
      border: var(--sk-border-width-thin) solid
        var(--sk-button-border-color, var(--sk-color-interactive));
      border-radius: var(--sk-button-radius, var(--sk-radius-md));
      background: var(--sk-button-background, var(--sk-color-interactive));
      color: var(--sk-button-color, var(--sk-color-on-interactive));
      font-family: var(--sk-font-family-sans);
      font-size: var(--sk-font-size-md);
      font-weight: var(--sk-font-weight-semibold);
      line-height: var(--sk-line-height-tight);
      text-decoration: none;
      cursor: pointer;
      transition-property: background-color, border-color, color;
      transition-duration: var(--sk-motion-duration-fast);
      transition-timing-function: var(--sk-motion-easing-standard);
    }

    .small {
      min-block-size: var(--sk-space-8);
      min-inline-size: var(--sk-space-8);
      padding-inline: var(--sk-space-3);
      font-size: var(--sk-font-size-sm);
    }

    .large {
      min-block-size: var(--sk-space-12);
      min-inline-size: var(--sk-space-12);
      padding-inline: var(--sk-space-6);
      font-size: var(--sk-font-size-lg);
    }

    .secondary {
      border-color: var(--sk-button-border-color, var(--sk-color-border-strong));
      background-color: var(--sk-button-background, var(--sk-color-surface));
      color: var(--sk-button-color, var(--sk-color-interactive));
    }

    .tertiary {
      border-color: var(--sk-button-border-color, transparent);
      background-color: var(--sk-button-background, transparent);
      color: var(--sk-button-color, var(--sk-color-interactive));
    }

    .danger {
      border-color: var(--sk-button-border-color, var(--sk-color-status-danger));
      background-color: var(--sk-button-background, var(--sk-color-status-danger));
    }

    /* Every active rule follows every hover rule: a pressed button is also hovered. */
    [part~='base']:hover:not(:disabled, [aria-disabled='true']) {
      background-color: var(--sk-button-background, var(--sk-color-interactive-hover));
    }

    :is(.secondary, .tertiary):hover:not(:disabled, [aria-disabled='true']) {
      background-color: var(--sk-button-background, var(--sk-color-surface-subtle));
    }

    /* No danger hover role exists; mixing towards the text colour darkens it on light themes
       and lightens it on dark ones, as the interactive hover roles do. */
    .danger:hover:not(:disabled, [aria-disabled='true']) {
      background-color: var(
        --sk-button-background,
        color-mix(in oklab, var(--sk-color-status-danger), var(--sk-color-text) 15%)
      );
    }

    [part~='base']:active:not(:disabled, [aria-disabled='true']) {
      background-color: var(--sk-button-background, var(--sk-color-interactive-active));
    }

    :is(.secondary, .tertiary):active:not(:disabled, [aria-disabled='true']) {
      background-color: var(--sk-button-background, var(--sk-color-border));
    }

    .danger:active:not(:disabled, [aria-disabled='true']) {
      background-color: var(
        --sk-button-background,
        color-mix(in oklab, var(--sk-color-status-danger), var(--sk-color-text) 30%)
      );
    }

    [part~='base']:disabled,
    a[part~='base'][role='link'] {
      border-color: var(--sk-button-border-color, var(--sk-color-border));
      background-color: var(--sk-button-background, var(--sk-color-surface-subtle));
      color: var(--sk-button-color, var(--sk-color-text-subtle));
      cursor: not-allowed;
    }

    :host([loading]) [part~='base'] {
      cursor: progress;
    }

    /* The label stays in the layout and the accessibility tree while loading, so the button
       keeps its width and its name; only the spinner is seen. The slots have no box: the colour
       reaches what they hold. */
    :host([loading]) slot {
      color: transparent;
    }

    ::slotted([slot='start']) {
      margin-inline-end: var(--sk-space-2);
    }

    ::slotted([slot='end']) {
      margin-inline-start: var(--sk-space-2);
    }

    ::slotted(svg) {
      inline-size: var(--sk-size-icon-sm);
      block-size: var(--sk-size-icon-sm);
      flex: none;
    }

    .spinner {
      position: absolute;
      inset: 0;
      margin: auto;
      box-sizing: border-box;
      inline-size: var(--sk-size-icon-sm);
      block-size: var(--sk-size-icon-sm);
      border: var(--sk-border-width-thick) solid currentColor;
      border-inline-end-color: transparent;
      border-radius: var(--sk-radius-full);
      animation: sk-button-spin calc(var(--sk-motion-duration-slow) * 3) linear infinite;
    }

    @keyframes sk-button-spin {
      to {
        transform: rotate(1turn);
      }
    }

    @media (prefers-reduced-motion: reduce) {
      [part~='base'] {
        transition: none;
      }

      /* A still, open ring still reads as "busy"; the live region says it in words. */
      .spinner {
        animation: none;
      }
    }

    /* System colours are the only colours forced-colors mode allows. The tokens already map the
       roles (the focus ring becomes Highlight, the label ButtonText); these are the cases no role
       covers. Every variant becomes a system button: a primary or danger fill in a text colour
       would hide the icons, which get no backplate as the label does. Hover shows in the border. */
    @media (forced-colors: active) {
      [part~='base'],
      [part~='base']:is(:hover, :active):not(:disabled, [aria-disabled='true']) {
        border-color: ButtonText;
        background: ButtonFace;
        color: ButtonText;
      }

      [part~='base']:hover:not(:disabled, [aria-disabled='true']) {
        border-color: Highlight;
      }

      [part~='base']:disabled,
      a[part~='base'][role='link'] {
        border-color: GrayText;
        color: GrayText;
      }
    }
  `,
];
