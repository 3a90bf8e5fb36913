import { css } from 'lit';

/*
 * Only design tokens: each exposed --sk-list-item-* property falls back to a private one set on
 * the row. Logical properties throughout, so the row mirrors in right-to-left text.
 */
export const listItemStyles = css`
  :host {
    display: block;
  }

  :host([hidden]) {
    display: none;
  }

  .base {
    --_sk-list-item-padding-block: var(--sk-space-2);
    --_sk-list-item-padding-inline: var(--sk-space-3);
    --_sk-list-item-hover-background: var(--sk-color-surface-subtle);
    --_sk-list-item-current-color: var(--sk-color-interactive);

    display: flex;
    align-items: center;
    box-sizing: border-box;
    min-block-size: var(--sk-space-10);
    padding-block: var(--sk-list-item-padding-block, var(--_sk-list-item-padding-block));
    padding-inline: var(--sk-list-item-padding-inline, var(--_sk-list-item-padding-inline));
    color: var(--sk-color-text);
    font-family: var(--sk-font-family-sans);
    font-size: var(--sk-font-size-md);
    line-height: var(--sk-line-height-normal);
    transition: background-color var(--sk-motion-duration-fast) var(--sk-motion-easing-standard);
  }

  .action {
    cursor: pointer;
  }

  .action:hover {
    background: var(--sk-list-item-hover-background, var(--_sk-list-item-hover-background));
  }

  /* The whole row shows keyboard focus, inside its edges so neighbours never cover it. */
  .base:has(.control:focus-visible) {
    outline: var(--sk-border-width-thick) solid var(--sk-color-focus-ring);
    outline-offset: calc(-1 * var(--sk-border-width-thick));
  }

  .current {
    padding-inline-start: calc(
      var(--sk-list-item-padding-inline, var(--_sk-list-item-padding-inline)) - var(
          --sk-border-width-thick
        )
    );
    border-inline-start: var(--sk-border-width-thick) solid
      var(--sk-list-item-current-color, var(--_sk-list-item-current-color));
    background: var(--sk-color-surface-subtle);
    font-weight: var(--sk-font-weight-semibold);
  }

  :host(:state(disabled)) .action {
    color: var(--sk-color-text-subtle);
    background: none;
    cursor: not-allowed;
  }

  .control {
    display: flex;
    flex: 1;
    align-items: center;
    align-self: stretch;
    min-inline-size: 0;
    margin: 0;
    padding: 0;
    border: 0;
    outline: none;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: inherit;
  }

  .marker {
    --_sk-list-item-numerals: decimal;

    flex: none;
    min-inline-size: var(--sk-space-6);
    margin-inline-end: var(--sk-space-2);
    color: var(--sk-color-text-subtle);
    font-variant-numeric: tabular-nums;
    text-align: end;
  }

  .marker::before {
    content: counter(sk-list, var(--_sk-list-item-numerals)) '.';
  }

  .content {
    display: block;
    flex: 1;
    min-inline-size: 0;
  }

  .term {
    display: block;
    font-weight: var(--sk-font-weight-semibold);
  }

  .definition {
    display: block;
    color: var(--sk-color-text-subtle);
  }

  ::slotted([slot='start']) {
    flex: none;
    margin-inline-end: var(--sk-space-3);
  }

  ::slotted([slot='end']) {
    flex: none;
    margin-inline-start: var(--sk-space-3);
  }

  slot[name='end'] {
    color: var(--sk-color-text-subtle);
    font-size: var(--sk-font-size-sm);
  }

  @media (prefers-reduced-motion: reduce) {
    .base {
      transition: none;
    }
  }

  /* System colours are the only colours forced-colors mode allows; keep these rules last. The
     focus ring, the current bar and the disabled text get theirs explicitly. */
  @media (forced-colors: active) {
    .base:has(.control:focus-visible) {
      outline-color: Highlight;
    }

    .current {
      border-inline-start-color: Highlight;
    }

    :host(:state(disabled)) .action {
      color: GrayText;
    }
  }
`;
