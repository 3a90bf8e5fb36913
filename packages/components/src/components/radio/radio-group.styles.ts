import { css } from 'lit';

/*
 * The label, hint, error and the vertical, horizontal and compact layouts come from the field
 * scaffold; these rules set out the options, and give `inline` its meaning for a group: the
 * label first, the options after it on the same line.
 */
export const radioGroupStyles = css`
  [part~='options'] {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: var(--sk-radio-group-gap, var(--sk-space-2));
  }

  :host([layout='compact']) [part~='options'] {
    gap: var(--sk-radio-group-gap, var(--sk-space-1));
  }

  :host([orientation='horizontal']) [part~='options'],
  :host([layout='inline']) [part~='options'] {
    flex-flow: row wrap;
    column-gap: var(--sk-radio-group-gap, var(--sk-space-6));
  }

  /* Beside the options, the label lines up with the first option's text. */
  :host([layout='horizontal']) [part~='label'] {
    padding-block-start: var(--sk-space-1);
  }

  :host([layout='inline']) .control {
    grid-area: 1 / 2;
  }

  :host([layout='inline']) [part~='label'] {
    grid-area: 1 / 1;
    font-size: var(--sk-font-size-sm);
    font-weight: var(--sk-font-weight-medium);
  }
`;
