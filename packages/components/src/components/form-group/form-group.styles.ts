import { css } from 'lit';

/*
 * Added after the field scaffold's styles, which give the label, required marker, hint, error
 * and the vertical, horizontal and compact layouts, so a group looks like the fields around it
 * (and like `sk-radio-group`). These set out the controls, and give `inline` its meaning for a
 * group: the label first, the controls after it on the same line. Only design tokens.
 */
export const formGroupStyles = css`
  .controls {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: var(--sk-form-group-gap, var(--sk-space-2));
    min-inline-size: 0;
  }

  :host([layout='compact']) .controls {
    gap: var(--sk-form-group-gap, var(--sk-space-1));
  }

  :host([orientation='horizontal']) .controls,
  :host([layout='inline']) .controls {
    flex-flow: row wrap;
    column-gap: var(--sk-form-group-gap, var(--sk-space-6));
  }

  /* Level with the first control, which is a line of text rather than a text box. */
  :host([layout='horizontal']) [part~='label'] {
    padding-block-start: var(--sk-space-0);
  }

  :host([layout='inline']) .controls {
    grid-area: 1 / 2;
  }

  :host([layout='inline']) [part~='label'] {
    grid-area: 1 / 1;
    font-size: var(--sk-font-size-sm);
    font-weight: var(--sk-font-weight-medium);
  }

  /* As GOV.UK marks a question with an error: a bar along its start edge, beside everything. */
  :host(:state(user-invalid)) [part~='base'] {
    padding-inline-start: var(--sk-space-3);
    border-inline-start: var(--sk-border-width-thick) solid var(--sk-color-status-danger);
  }

  :host(:state(disabled)) :is([part~='label'], [part~='hint']) {
    color: var(--sk-color-text-subtle);
  }

  /* System colours are the only colours forced-colors mode allows; keep these rules last. */
  @media (forced-colors: active) {
    :host(:state(user-invalid)) [part~='base'] {
      border-inline-start-color: CanvasText;
    }

    [part~='error'] {
      color: CanvasText;
    }

    :host(:state(disabled)) :is([part~='label'], [part~='hint']) {
      color: GrayText;
    }
  }
`;
