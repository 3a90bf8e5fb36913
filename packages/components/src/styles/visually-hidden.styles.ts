import { css } from 'lit';

/** Keeps text in the accessibility tree (a live announcement) while taking up no space. */
export const visuallyHiddenStyles = css`
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
