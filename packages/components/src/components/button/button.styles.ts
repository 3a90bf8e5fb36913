import { css } from 'lit';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';
import { visuallyHiddenStyles } from '../../styles/visually-hidden.styles.js';

export const buttonStyles = [
  focusRingStyles,
  visuallyHiddenStyles,
  css`
    :host {
      display: inline-block;
      vertical-align: middle;
    }

    :host([hidden]) {
      display: none;
    }

    :host([full-width]) {
      display: block;
    }

    [part~='base'] {
      --_sk-button-background: var(--sk-color-interactive);
      --_sk-button-background-hover: var(--sk-color-interactive-hover);
      --_sk-button-background-active: var(--sk-color-interactive-active);
      --_sk-button-color: var(--sk-color-on-interactive);
      --_sk-button-border-color: var(--_sk-button-background);
      --_sk-button-font-size: var(--sk-font-size-md);
      --_sk-button-min-size: var(--sk-space-10);
      --_sk-button-padding-inline: var(--sk-space-4);

      position: relative;
      display: inline-flex;
      align-items: center;
      justify-content: center;
      box-sizing: border-box;
      inline-size: 100%;
      min-block-size: var(--_sk-button-min-size);
      min-inline-size: var(--_sk-button-min-size);
      padding-block: var(--sk-space-1);
      padding-inline: var(--_sk-button-padding-inline);
      border: var(--sk-border-width-thin) solid
        var(--sk-button-border-color, var(--_sk-button-border-color));
      border-radius: var(--sk-button-radius, var(--sk-radius-md));
      background: var(--sk-button-background, var(--_sk-button-background));
      color: var(--sk-button-color, var(--_sk-button-color));
      font-family: var(--sk-font-family-sans);
      font-size: var(--_sk-button-font-size);
      font-weight: var(--sk-font-weight-semibold);
      line-height: var(--sk-line-height-tight);
      text-decoration: none;
      cursor: pointer;
      transition-property: background-color, border-color, color;
      transition-duration: var(--sk-motion-duration-fast);
      transition-timing-function: var(--sk-motion-easing-standard);
    }

    .small {
      --_sk-button-font-size: var(--sk-font-size-sm);
      --_sk-button-min-size: var(--sk-space-8);
      --_sk-button-padding-inline: var(--sk-space-3);
    }

    .large {
      --_sk-button-font-size: var(--sk-font-size-lg);
      --_sk-button-min-size: var(--sk-space-12);
      --_sk-button-padding-inline: var(--sk-space-6);
    }

    .secondary {
      --_sk-button-background: var(--sk-color-surface);
      --_sk-button-background-hover: var(--sk-color-surface-subtle);
      --_sk-button-background-active: var(--sk-color-border);
      --_sk-button-color: var(--sk-color-interactive);
      --_sk-button-border-color: var(--sk-color-border-strong);
    }

    .tertiary {
      --_sk-button-background: transparent;
      --_sk-button-background-hover: var(--sk-color-surface-subtle);
      --_sk-button-background-active: var(--sk-color-border);
      --_sk-button-color: var(--sk-color-interactive);
      --_sk-button-border-color: transparent;
    }

    .danger {
      --_sk-button-background: var(--sk-color-status-danger);
      /* No danger hover role exists; mixing towards the text colour darkens it on light themes
         and lightens it on dark ones, as the interactive hover roles do. */
      --_sk-button-background-hover: color-mix(
        in oklab,
        var(--sk-color-status-danger),
        var(--sk-color-text) 15%
      );
      --_sk-button-background-active: color-mix(
        in oklab,
        var(--sk-color-status-danger),
        var(--sk-color-text) 30%
      );
    }

    [part~='base']:hover:not(:disabled, [aria-disabled='true']) {
      background: var(--sk-button-background, var(--_sk-button-background-hover));
    }

    [part~='base']:active:not(:disabled, [aria-disabled='true']) {
      background: var(--sk-button-background, var(--_sk-button-background-active));
    }

    [part~='base']:disabled,
    a[part~='base'][role='link'] {
      --_sk-button-background: var(--sk-color-surface-subtle);
      --_sk-button-color: var(--sk-color-text-subtle);
      --_sk-button-border-color: var(--sk-color-border);
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
