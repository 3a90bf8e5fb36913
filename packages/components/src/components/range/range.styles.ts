import { css } from 'lit';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';

/*
 * Only design tokens. The slider is the native input: its track is drawn filled up to the
 * thumb by a gradient, the thumb is a disc ringed in the surface colour so it stands out from
 * the fill. Each state sets the private --_sk-range-* properties, from the exposed --sk-range-*
 * ones where a user may tune the colour. Nothing moves except the thumb, and that only with
 * the value, so there is no motion to reduce. The label, hint, error and layouts are the field
 * scaffold's.
 */
export const rangeStyles = [
  focusRingStyles,
  css`
    /* The track, the value beside it, and the limits under the track. */
    /* The fill (0 to 1) and the width the value needs are set by the element as it renders. */
    .slider {
      --_sk-range-fill: 0;
      --_sk-range-value-width: auto;

      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
    }

    [part~='value'] {
      min-inline-size: var(--_sk-range-value-width);
      margin-inline-start: var(--sk-space-3);
      font-size: var(--sk-font-size-md);
      font-variant-numeric: tabular-nums;
      line-height: var(--sk-line-height-tight);
      text-align: end;
    }

    .limits {
      grid-column: 1;
      display: flex;
      justify-content: space-between;
      gap: var(--sk-space-2);
      color: var(--sk-color-text-subtle);
      font-size: var(--sk-font-size-sm);
      line-height: var(--sk-line-height-normal);
    }

    [part~='max-label'] {
      text-align: end;
    }

    [part~='control'] {
      --_sk-range-track-color: var(--sk-range-track-color, var(--sk-color-border-strong));
      --_sk-range-fill-color: var(--sk-range-fill-color, var(--sk-color-interactive));
      --_sk-range-thumb-color: var(--sk-range-thumb-color, var(--sk-color-interactive));
      --_sk-range-ring-color: var(--sk-color-surface);
      --_sk-range-thumb-size: var(--sk-space-5);
      --_sk-range-track-size: var(--sk-space-1);
      /* The thumb's centre, where the fill ends: it runs from half a thumb in to half a thumb
         before the end of the track. */
      --_sk-range-fill-end: calc(
        var(--_sk-range-thumb-size) / 2 + (100% - var(--_sk-range-thumb-size)) *
          var(--_sk-range-fill)
      );
      --_sk-range-track: linear-gradient(
        var(--_sk-range-direction, to right),
        var(--_sk-range-fill-color) var(--_sk-range-fill-end),
        var(--_sk-range-track-color) 0
      );

      appearance: none;
      display: block;
      box-sizing: border-box;
      inline-size: 100%;
      block-size: var(--sk-space-6);
      margin: 0;
      background: transparent;
      cursor: pointer;
    }

    /* The native range runs from right to left in right-to-left text; the fill follows it. */
    [part~='control']:dir(rtl) {
      --_sk-range-direction: to left;
    }

    /* One rule per engine: a selector list with a pseudo-element one engine lacks is dropped. */
    [part~='control']::-webkit-slider-runnable-track {
      block-size: var(--_sk-range-track-size);
      border-radius: var(--sk-radius-full);
      background: var(--_sk-range-track);
    }

    [part~='control']::-moz-range-track {
      block-size: var(--_sk-range-track-size);
      border-radius: var(--sk-radius-full);
      background: var(--_sk-range-track);
    }

    [part~='control']::-webkit-slider-thumb {
      appearance: none;
      box-sizing: border-box;
      inline-size: var(--_sk-range-thumb-size);
      block-size: var(--_sk-range-thumb-size);
      margin-block-start: calc((var(--_sk-range-track-size) - var(--_sk-range-thumb-size)) / 2);
      border: var(--sk-border-width-thick) solid var(--_sk-range-ring-color);
      border-radius: var(--sk-radius-full);
      background: var(--_sk-range-thumb-color);
    }

    [part~='control']::-moz-range-thumb {
      box-sizing: border-box;
      inline-size: var(--_sk-range-thumb-size);
      block-size: var(--_sk-range-thumb-size);
      border: var(--sk-border-width-thick) solid var(--_sk-range-ring-color);
      border-radius: var(--sk-radius-full);
      background: var(--_sk-range-thumb-color);
    }

    [part~='control']:hover {
      --_sk-range-thumb-color: var(--sk-range-thumb-color, var(--sk-color-interactive-hover));
    }

    [part~='control']:active {
      --_sk-range-thumb-color: var(--sk-range-thumb-color, var(--sk-color-interactive-active));
    }

    :host(:state(user-invalid)) [part~='control'] {
      --_sk-range-fill-color: var(--sk-color-status-danger);
      --_sk-range-thumb-color: var(--sk-color-status-danger);
    }

    /* Read only: the value cannot be dragged or clicked to; the keys are stopped in script. */
    :host([readonly]) [part~='control'] {
      pointer-events: none;
    }

    [part~='control']:disabled {
      --_sk-range-track-color: var(--sk-color-border);
      --_sk-range-fill-color: var(--sk-color-border-strong);
      --_sk-range-thumb-color: var(--sk-color-border-strong);

      cursor: not-allowed;
    }

    :host(:state(disabled)) [part~='value'],
    :host(:state(disabled)) [part~='label'] {
      color: var(--sk-color-text-subtle);
    }

    /*
     * System colours are the only colours forced-colors mode allows, and it would drop the
     * gradient that shows the filled part: the slider paints its own, in system colours, and
     * the focus ring's token is already Highlight. Keep these rules last.
     */
    @media (forced-colors: active) {
      [part~='control'] {
        --_sk-range-track-color: CanvasText;
        --_sk-range-fill-color: Highlight;
        --_sk-range-thumb-color: CanvasText;
        --_sk-range-ring-color: Canvas;

        forced-color-adjust: none;
      }

      [part~='control']:disabled {
        --_sk-range-track-color: GrayText;
        --_sk-range-fill-color: GrayText;
        --_sk-range-thumb-color: GrayText;
      }
    }
  `,
];
