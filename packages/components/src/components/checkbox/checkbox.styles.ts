import { css } from 'lit';
import { inlineRowStyles } from '../../styles/field.styles.js';
import { focusRingStyles } from '../../styles/focus-ring.styles.js';

/*
 * The box is the native checkbox itself (`appearance: none`), so its role, states, focus and
 * label activation are the browser's. The mark is the `::after` of the field's control wrapper,
 * laid over the box and cut to shape with `clip-path`: no extra element, no image, and it
 * exists only while the box is checked or indeterminate. The label, hint, error and layouts
 * are the field scaffold's, a box and its label alone in the inline layout (every checkbox's
 * default) a flex row (`inlineRowStyles`). The wrapper is a flex box, not a grid, for the same
 * reason: less layout for a thousand checkboxes.
 */
export const checkboxStyles = [
  focusRingStyles,
  inlineRowStyles,
  css`
    :host {
      --_sk-checkbox-size: var(--sk-checkbox-size, var(--sk-size-icon-md));
      /* The box's pointer target, transparent around it: at least 24 px square (WCAG 2.5.8). */
      --_sk-checkbox-target: max(var(--_sk-checkbox-size), var(--sk-size-icon-lg));
      --_sk-checkbox-inset: calc((var(--_sk-checkbox-target) - var(--_sk-checkbox-size)) / 2);

      display: block;
    }

    :host([hidden]) {
      display: none;
    }

    .control {
      position: relative;
      display: flex;
      justify-self: start;
    }

    /* The box is drawn inside a transparent border that widens the target to 24 px. */
    [part~='control'] {
      --_sk-checkbox-background: var(--sk-checkbox-background, var(--sk-color-surface));
      --_sk-checkbox-border-color: var(--sk-checkbox-border-color, var(--sk-color-border-strong));

      box-sizing: border-box;
      inline-size: var(--_sk-checkbox-target);
      block-size: var(--_sk-checkbox-target);
      margin: 0;
      border: var(--_sk-checkbox-inset) solid transparent;
      border-radius: calc(
        var(--sk-checkbox-radius, var(--sk-radius-sm)) + var(--_sk-checkbox-inset)
      );
      background: var(--_sk-checkbox-background) padding-box;
      box-shadow: inset 0 0 0 var(--sk-border-width-thick) var(--_sk-checkbox-border-color);
      cursor: pointer;
      appearance: none;
      transition-duration: var(--sk-motion-duration-fast);
      transition-property: background-color, box-shadow;
      transition-timing-function: var(--sk-motion-easing-standard);
    }

    /* The ring stays as far from the drawn box as from any other control. */
    [part~='control']:focus-visible {
      outline-offset: calc(var(--sk-border-width-thick) - var(--_sk-checkbox-inset));
    }

    /* Centred on the box: the wrapper is exactly the box's size. */
    .control::after {
      position: absolute;
      inset: 0;
      inline-size: var(--_sk-checkbox-size);
      block-size: var(--_sk-checkbox-size);
      margin: auto;
    }

    /*
     * Hovering the label shows on the box too, since a click there toggles it. No weight of its
     * own: the error and checked colours stay while hovered.
     */
    [part~='control']:where(:enabled:hover),
    :where([part~='label']:hover + .control) > [part~='control']:where(:enabled) {
      --_sk-checkbox-border-color: var(--sk-color-interactive-hover);
    }

    :host(:state(user-invalid)) [part~='control'] {
      --_sk-checkbox-border-color: var(--sk-color-status-danger);
    }

    :host(:is(:state(checked), :state(indeterminate))) [part~='control'] {
      --_sk-checkbox-background: var(--sk-checkbox-checked-color, var(--sk-color-interactive));
      --_sk-checkbox-border-color: var(--_sk-checkbox-background);
    }

    :host(:is(:state(checked), :state(indeterminate))) [part~='control']:where(:enabled:hover) {
      --_sk-checkbox-background: var(
        --sk-checkbox-checked-color,
        var(--sk-color-interactive-hover)
      );
    }

    /* Success: a required box the user has checked. An optional box cannot be wrong. */
    :host(:state(user-valid):state(required)) [part~='control'] {
      --_sk-checkbox-background: var(--sk-color-status-success);
    }

    :host(:is(:state(checked), :state(indeterminate))) .control::after {
      background: var(--sk-checkbox-mark-color, var(--sk-color-on-interactive));
      content: '';
      pointer-events: none;
      clip-path: polygon(40% 66%, 22% 48%, 13% 57%, 40% 84%, 87% 37%, 78% 28%);
    }

    :host(:state(indeterminate)) .control::after {
      clip-path: inset(43% 22%);
    }

    [part~='label'] {
      cursor: pointer;
    }

    :host(:is(:state(disabled), [readonly])) :is([part~='control'], [part~='label']) {
      cursor: default;
    }

    :host(:state(disabled)) [part~='control'] {
      --_sk-checkbox-background: var(--sk-color-surface-subtle);
      --_sk-checkbox-border-color: var(--sk-color-border);
    }

    :host(:state(disabled)) .control::after {
      background: var(--sk-color-text-subtle);
    }

    :host(:state(disabled)) [part~='label'] {
      color: var(--sk-color-text-subtle);
    }

    /*
     * Inline: the box centred on the label's first line, whichever of the two is taller, so a
     * label that wraps stays beside the box's top. Horizontal: level with the label's text.
     */
    :host([layout='inline']) .field {
      align-items: start;
    }

    :host([layout='inline']) [part~='label'] {
      padding-block: max(0px, (var(--_sk-checkbox-target) - 1lh) / 2);
    }

    :host([layout='inline']) .control {
      order: -1;
      margin-block: max(0px, (1lh - var(--_sk-checkbox-target)) / 2);
      font-size: var(--sk-font-size-md);
      line-height: var(--sk-line-height-tight);
    }

    /* A margin, not a padding: the mark is centred on the wrapper's padding box. */
    :host([layout='horizontal']) .control {
      margin-block-start: var(--sk-space-2);
    }

    @media (prefers-reduced-motion: reduce) {
      [part~='control'] {
        transition: none;
      }
    }

    /*
     * System colours are the only colours forced-colors mode allows; the box and mark opt out
     * of its adjustment so the mark keeps contrast with the fill. Keep these rules last.
     */
    @media (forced-colors: active) {
      [part~='control'],
      .control::after {
        forced-color-adjust: none;
      }

      [part~='control'] {
        --_sk-checkbox-background: Canvas;
        --_sk-checkbox-border-color: CanvasText;
      }

      [part~='control']:where(:enabled:hover),
      :where([part~='label']:hover + .control) > [part~='control']:where(:enabled) {
        --_sk-checkbox-border-color: Highlight;
      }

      :host(:is(:state(checked), :state(indeterminate))) [part~='control'],
      :host(:state(user-valid):state(required)) [part~='control'] {
        --_sk-checkbox-background: Highlight;
        --_sk-checkbox-border-color: Highlight;
      }

      :host(:is(:state(checked), :state(indeterminate))) .control::after {
        background: HighlightText;
      }

      :host(:state(disabled)) [part~='control'] {
        --_sk-checkbox-border-color: GrayText;
      }

      :host(:state(disabled):is(:state(checked), :state(indeterminate))) [part~='control'] {
        --_sk-checkbox-background: GrayText;
      }

      :host(:state(disabled)) .control::after {
        background: Canvas;
      }
    }
  `,
];
