import { css } from 'lit';

/*
 * Added to sk-input's styles, which draw the field, its clear button, sizes and states; these
 * rules only take away what the browser adds to a search field and place the magnifier.
 */
export const searchStyles = css`
  /* The browser's own look of a search field: rounded in Safari, its own padding. */
  [part~='control'] {
    appearance: none;
  }

  /*
   * The field has one clear button, its own, which fires sk-clear and is named in the reader's
   * language; the browser's cancel button, its decoration and the arrow it adds to a field with
   * suggestions go.
   */
  [part~='control']::-webkit-search-cancel-button,
  [part~='control']::-webkit-search-decoration,
  [part~='control']::-webkit-calendar-picker-indicator {
    display: none;
    appearance: none;
  }

  .icon {
    flex: none;
    inline-size: var(--sk-size-icon-sm);
    block-size: var(--sk-size-icon-sm);
    fill: none;
    stroke: var(--sk-color-text-subtle);
    stroke-width: 2;
    stroke-linecap: round;
  }

  :host(:state(disabled)) .icon {
    stroke: currentColor;
  }

  /* System colours are the only colours forced-colors mode allows; keep these rules last. */
  @media (forced-colors: active) {
    .icon {
      stroke: CanvasText;
    }

    :host(:state(disabled)) .icon {
      stroke: GrayText;
    }
  }
`;
