import { css } from 'lit';
import { statusStyles } from '../../styles/status.styles.js';
import { visuallyHiddenStyles } from '../../styles/visually-hidden.styles.js';

/*
 * The variant's colours come from the shared status sheet (`--_sk-status-*`), the sizes from
 * private properties on the base; each exposed --sk-badge-* property overrides them. Nothing
 * moves, so there is no reduced-motion rule.
 */
export const badgeStyles = [
  statusStyles,
  visuallyHiddenStyles,
  css`
    :host {
      display: inline-flex;
      vertical-align: middle;
    }

    :host([hidden]) {
      display: none;
    }

    /* A count of zero, or one that cannot be read, shows nothing. */
    :host(:state(hidden)) {
      display: none;
    }

    .base {
      --_sk-badge-height: var(--sk-space-5);
      --_sk-badge-padding: calc(var(--sk-space-1) * 1.5);
      --_sk-badge-count-padding: var(--sk-space-1);
      --_sk-badge-dot-size: var(--sk-space-2);

      display: inline-flex;
      align-items: center;
      justify-content: center;
      box-sizing: border-box;
      min-inline-size: var(--_sk-badge-height);
      min-block-size: var(--_sk-badge-height);
      padding-inline: var(--_sk-badge-padding);
      border: var(--sk-border-width-thin) solid
        var(--sk-badge-border-color, var(--_sk-status-border));
      border-radius: var(--sk-badge-radius, var(--sk-radius-full));
      background: var(--sk-badge-background, var(--_sk-status-bg));
      color: var(--sk-badge-color, var(--_sk-status-fg));
      font-family: var(--sk-font-family-sans);
      font-size: var(--sk-font-size-xs);
      font-variant-numeric: tabular-nums;
      font-weight: var(--sk-font-weight-semibold);
      /* One line exactly as high as the inside of the box, so a single digit sits in a circle;
         in rem, like the heights, so it grows with the reader's text size. */
      line-height: calc(var(--_sk-badge-height) - 2 * var(--sk-border-width-thin));
      white-space: nowrap;
    }

    .small {
      --_sk-badge-height: var(--sk-space-4);
      --_sk-badge-padding: var(--sk-space-1);
      --_sk-badge-count-padding: calc(var(--sk-space-1) / 2);
      --_sk-badge-dot-size: calc(var(--sk-space-1) * 1.5);
    }

    .large {
      --_sk-badge-height: var(--sk-space-6);
      --_sk-badge-padding: var(--sk-space-2);
      --_sk-badge-count-padding: calc(var(--sk-space-1) * 1.5);
      --_sk-badge-dot-size: calc(var(--sk-space-1) * 2.5);

      font-size: var(--sk-font-size-sm);
    }

    /* Narrower sides around a count, so a single digit still sits in a circle. */
    .count {
      padding-inline: var(--_sk-badge-count-padding);
    }

    /* The dot is drawn by its background alone, in the variant's status colour (3:1). */
    .dot {
      inline-size: var(--_sk-badge-dot-size);
      block-size: var(--_sk-badge-dot-size);
      min-inline-size: 0;
      min-block-size: 0;
      padding: 0;
      border: 0;
      background: var(--sk-badge-dot-color, var(--_sk-status-accent));
    }

    /* System colours are the only colours forced-colors mode allows; keep these rules last. The
       status sheet maps the pill to Canvas and CanvasText; the dot, a background with nothing
       else to see, would be forced to Canvas and vanish, so it keeps the text colour. */
    @media (forced-colors: active) {
      .dot {
        forced-color-adjust: none;
        background: CanvasText;
      }
    }
  `,
];
