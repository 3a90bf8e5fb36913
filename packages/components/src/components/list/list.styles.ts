import { css } from 'lit';

/*
 * Only design tokens. The list sets out its items and draws the rules between them; each item
 * styles itself (list-item.styles.ts).
 */
export const listStyles = css`
  :host {
    display: block;
  }

  :host([hidden]) {
    display: none;
  }

  [part~='base'] {
    --_sk-list-divider-color: var(--sk-color-border);
  }

  .divided ::slotted(:not(:first-child)) {
    border-block-start: var(--sk-border-width-thin) solid
      var(--sk-list-divider-color, var(--_sk-list-divider-color));
  }

  /* System colours are the only colours forced-colors mode allows; keep these rules last. */
  @media (forced-colors: active) {
    .divided ::slotted(:not(:first-child)) {
      border-block-start-color: CanvasText;
    }
  }
`;
