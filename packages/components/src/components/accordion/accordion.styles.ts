import { css } from 'lit';

/*
 * The accordion draws the rule above its first section; each section draws the rule under
 * itself (see `accordion-item.styles.ts`). Its `--sk-accordion-*` properties are inherited by
 * the sections, which read them.
 */
export const accordionStyles = css`
  :host {
    display: block;
    border-block-start: var(--sk-border-width-thin) solid
      var(--sk-accordion-border-color, var(--sk-color-border));
  }

  :host([hidden]) {
    display: none;
  }

  /* System colours are the only colours forced-colors mode allows; keep these rules last. */
  @media (forced-colors: active) {
    :host {
      border-color: CanvasText;
    }
  }
`;
