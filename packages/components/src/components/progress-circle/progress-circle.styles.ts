import { css } from 'lit';
import { statusStyles } from '../../styles/status.styles.js';

/*
 * The circle is an SVG without a viewBox, so the track width is a real CSS length at every
 * diameter: both circles are centred at 50 % with the radius that keeps the stroke inside the
 * box. `pathLength="100"` makes a dash of 42 cover 42 % of the circle, whatever its size.
 */
export const progressCircleStyles = [
  statusStyles,
  css`
    :host {
      --_sk-progress-circle-size: var(--sk-space-12);
      --_sk-progress-circle-track-width: var(--sk-space-1);

      display: inline-block;
      flex: none;
      inline-size: var(--sk-progress-circle-size, var(--_sk-progress-circle-size));
      block-size: var(--sk-progress-circle-size, var(--_sk-progress-circle-size));
      vertical-align: middle;
    }

    :host([hidden]) {
      display: none;
    }

    :host([size='small']) {
      --_sk-progress-circle-size: var(--sk-size-icon-md);
      --_sk-progress-circle-track-width: var(--sk-border-width-thick);
    }

    :host([size='large']) {
      --_sk-progress-circle-size: var(--sk-space-16);
      --_sk-progress-circle-track-width: calc(var(--sk-space-1) + var(--sk-border-width-thick));
    }

    [part~='base'] {
      --_sk-progress-circle-stroke: var(
        --sk-progress-circle-track-width,
        var(--_sk-progress-circle-track-width)
      );
      --_sk-progress-circle-track-color: var(--sk-color-border);
      --_sk-progress-circle-indicator-color: var(--_sk-status-accent);

      position: relative;
      display: grid;
      place-items: center;
      box-sizing: border-box;
      inline-size: 100%;
      block-size: 100%;
      color: var(--sk-color-text);
      font-family: var(--sk-font-family-sans);
      /* A quarter of the diameter: "100 %" fits inside the track at every size that shows it. */
      font-size: calc(var(--sk-progress-circle-size, var(--_sk-progress-circle-size)) / 4);
      font-weight: var(--sk-font-weight-semibold);
      font-variant-numeric: tabular-nums;
      line-height: var(--sk-line-height-tight);
    }

    /*
     * The arc starts at twelve o'clock and fills clockwise, in right-to-left text too: a clock
     * face turns the same way in every script, so it is not mirrored.
     */
    svg {
      position: absolute;
      inset: 0;
      inline-size: 100%;
      block-size: 100%;
      overflow: visible;
      rotate: -90deg;
    }

    circle {
      cx: 50%;
      cy: 50%;
      r: calc(50% - var(--_sk-progress-circle-stroke) / 2);
      fill: none;
      stroke-width: var(--_sk-progress-circle-stroke);
    }

    [part~='track'] {
      stroke: var(--sk-progress-circle-track-color, var(--_sk-progress-circle-track-color));
    }

    [part~='indicator'] {
      stroke: var(--sk-progress-circle-indicator-color, var(--_sk-progress-circle-indicator-color));
      transition: stroke-dasharray var(--sk-motion-duration-slow) var(--sk-motion-easing-standard);
    }

    /* A quarter of the circle, turning once a second. */
    .indeterminate svg {
      animation: sk-progress-circle-spin calc(var(--sk-motion-duration-slow) * 3) linear infinite;
    }

    .indeterminate [part~='indicator'] {
      stroke-dasharray: 25 75;
    }

    @keyframes sk-progress-circle-spin {
      to {
        rotate: 270deg;
      }
    }

    [part~='value'][hidden],
    :host([size='small']) [part~='value'] {
      display: none;
    }

    /*
     * Still, a quarter arc would read as 25 %: a ring of eight dashes says "working" instead,
     * as a still spinner icon does, and matches no value.
     */
    @media (prefers-reduced-motion: reduce) {
      [part~='indicator'] {
        transition: none;
      }

      .indeterminate svg {
        animation: none;
      }

      .indeterminate [part~='indicator'] {
        stroke-dasharray: 9.5 3;
      }
    }

    /*
     * System colours, which forced-colors mode allows: the indicator in the text colour, the
     * track in GrayText, so both stay visible and tell apart. The SVG opts out of adjustment so
     * that the browser keeps exactly these. Keep these rules last.
     */
    @media (forced-colors: active) {
      svg {
        forced-color-adjust: none;
      }

      [part~='track'] {
        stroke: GrayText;
      }

      [part~='indicator'] {
        stroke: CanvasText;
      }

      [part~='base'] {
        color: CanvasText;
      }
    }
  `,
];
