import { css } from 'lit';

/*
 * Only design tokens. The line is a border, not a background: forced-colors mode keeps borders
 * and drops backgrounds, so a line drawn as a filled box would vanish there. The host carries
 * the spacing as margins, so an author's own margin on the element replaces it.
 */
export const dividerStyles = css`
  /*
   * As wide as its container, less its margins, also as a flex item: a column that centres its
   * items would shrink it to nothing, and in a wrapping row it takes a line of its own. The
   * label's type and the line's thickness are set here, on the host, so the element has its
   * final box before its definition loads (the site copies host rules to :not(:defined)).
   */
  :host {
    display: block;
    inline-size: -webkit-fill-available;
    inline-size: stretch;
    min-block-size: var(--sk-divider-thickness, var(--sk-border-width-thin));
    margin-block: var(--sk-divider-spacing, var(--sk-space-4));
    color: var(--sk-color-text-subtle);
    font-family: var(--sk-font-family-sans);
    font-size: var(--sk-font-size-sm);
    line-height: var(--sk-line-height-normal);
  }

  /* Full height of a flex row (stretched whatever the row aligns), a line's height in text. */
  :host([orientation='vertical']) {
    display: inline-flex;
    align-self: stretch;
    inline-size: auto;
    min-inline-size: var(--sk-divider-thickness, var(--sk-border-width-thin));
    min-block-size: 1em;
    margin-block: 0;
    margin-inline: var(--sk-divider-spacing, var(--sk-space-4));
    vertical-align: middle;
  }

  :host([hidden]) {
    display: none;
  }

  .base {
    --_sk-divider-line: var(--sk-divider-thickness, var(--sk-border-width-thin))
      var(--sk-divider-style, solid) var(--sk-divider-color, var(--sk-color-border));

    display: flex;
    flex: 1 1 auto;
    align-items: center;
  }

  .line {
    flex: 1 1 0;
    min-inline-size: var(--sk-space-4);
    border-block-start: var(--_sk-divider-line);
  }

  /* A long label wraps between the lines instead of pushing them out of the box. */
  .label {
    min-inline-size: 0;
    padding-inline: var(--sk-space-3);
    text-align: center;
    overflow-wrap: anywhere;
  }

  :host([orientation='vertical']) .base {
    flex-direction: column;
  }

  :host([orientation='vertical']) .line {
    min-inline-size: 0;
    min-block-size: var(--sk-space-2);
    border-block-start: none;
    border-inline-start: var(--_sk-divider-line);
  }

  :host([orientation='vertical']) .label {
    padding-block: var(--sk-space-2);
    padding-inline: 0;
  }

  /* System colours are the only colours forced-colors mode allows; keep these rules last. */
  @media (forced-colors: active) {
    .line {
      border-color: CanvasText;
    }

    .label {
      color: CanvasText;
    }
  }
`;
