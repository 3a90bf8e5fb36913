import { css } from 'lit';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';
import { statusStyles } from '../../styles/status.styles.js';

/*
 * The variant's colours come from the shared status sheet (`--_sk-status-*`), the sizes from
 * private properties on the base; each exposed --sk-tag-* property overrides them.
 */
export const tagStyles = [
  statusStyles,
  focusRingStyles,
  css`
    :host {
      display: inline-flex;
      max-inline-size: 100%;
      vertical-align: middle;
    }

    :host([hidden]) {
      display: none;
    }

    .base {
      --_sk-tag-height: var(--sk-space-8);
      --_sk-tag-padding: var(--sk-space-3);

      display: inline-flex;
      align-items: center;
      gap: var(--sk-space-1);
      box-sizing: border-box;
      min-inline-size: 0;
      min-block-size: var(--_sk-tag-height);
      padding-inline: var(--_sk-tag-padding);
      border: var(--sk-border-width-thin) solid var(--sk-tag-border-color, var(--_sk-status-border));
      border-radius: var(--sk-tag-radius, var(--sk-radius-sm));
      background: var(--sk-tag-background, var(--_sk-status-bg));
      color: var(--sk-tag-color, var(--_sk-status-fg));
      font-family: var(--sk-font-family-sans);
      font-size: var(--sk-font-size-sm);
      font-weight: var(--sk-font-weight-medium);
      line-height: var(--sk-line-height-tight);
    }

    .small {
      --_sk-tag-height: var(--sk-space-6);
      --_sk-tag-padding: var(--sk-space-2);

      font-size: var(--sk-font-size-xs);
    }

    .large {
      --_sk-tag-height: var(--sk-space-10);
      --_sk-tag-padding: var(--sk-space-4);

      font-size: var(--sk-font-size-md);
    }

    /* A narrow container wraps a long text rather than clipping it. */
    [part~='label'] {
      min-inline-size: 0;
      padding-block: calc(var(--sk-space-1) / 2);
      overflow-wrap: anywhere;
    }

    ::slotted([slot='start']) {
      flex: none;
      color: var(--_sk-status-accent);
    }

    ::slotted(svg) {
      inline-size: var(--sk-size-icon-sm);
      block-size: var(--sk-size-icon-sm);
    }

    /* The remove button fills the end of the tag: a square as high as the inside of the box. */
    :host([removable]) .base {
      padding-inline-end: 0;
    }

    .remove {
      display: inline-flex;
      flex: none;
      align-items: center;
      justify-content: center;
      box-sizing: border-box;
      inline-size: calc(var(--_sk-tag-height) - 2 * var(--sk-border-width-thin));
      block-size: calc(var(--_sk-tag-height) - 2 * var(--sk-border-width-thin));
      padding: 0;
      border: 0;
      border-radius: var(--sk-tag-radius, var(--sk-radius-sm));
      background: none;
      color: inherit;
      cursor: pointer;
    }

    /* A tint of the text colour reads on every variant's surface and on a custom background. */
    .remove:hover {
      background: color-mix(in oklab, currentColor 15%, transparent);
    }

    .remove svg {
      inline-size: var(--sk-size-icon-sm);
      block-size: var(--sk-size-icon-sm);
      fill: none;
      stroke: currentColor;
      stroke-width: 2;
      stroke-linecap: round;
    }

    /* System colours are the only colours forced-colors mode allows; keep these rules last. The
       status sheet maps the box to Canvas and CanvasText; hover on the button shows in an
       outline, since its tinted background is forced away. */
    @media (forced-colors: active) {
      .remove {
        color: ButtonText;
      }

      .remove:hover:not(:focus-visible) {
        outline: var(--sk-border-width-thin) solid Highlight;
        outline-offset: calc(-1 * var(--sk-border-width-thick));
      }
    }
  `,
];
