import { css } from 'lit';

/*
 * The frame's look is the fields' own (`fieldStyles`, added before these); only what a slotted
 * control needs is here. The label, hint and error are light-DOM elements in the frame's slots:
 * they take their font and colour from the parts around them.
 */
export const controlStyles = css`
  /* A native field never overflows the frame, whatever its size attribute says. */
  ::slotted(:is(input, select, textarea)) {
    max-inline-size: 100%;
    box-sizing: border-box;
  }
`;
