import { css } from 'lit';

/**
 * The field scaffold's look, added by `SkFormControl` before a control's own styles, which may
 * override it: label, required marker, hint and error, and the four layouts. The label column
 * of the horizontal layout is `--sk-field-label-width` wide.
 */
export const fieldStyles = css`
  :host {
    display: block;
  }

  :host([hidden]) {
    display: none;
  }

  .field {
    display: grid;
    gap: var(--sk-space-1);
    color: var(--sk-color-text);
    font-family: var(--sk-font-family-sans);
  }

  .field [hidden] {
    display: none;
  }

  .control {
    min-inline-size: 0;
  }

  [part~='label'] {
    font-size: var(--sk-font-size-sm);
    font-weight: var(--sk-font-weight-medium);
    line-height: var(--sk-line-height-tight);
  }

  [part~='required-marker'] {
    margin-inline-start: var(--sk-space-1);
    color: var(--sk-color-status-danger);
  }

  [part~='hint'],
  [part~='error'],
  [part~='character-count'] {
    font-size: var(--sk-font-size-sm);
    line-height: var(--sk-line-height-normal);
  }

  [part~='character-count'] {
    color: var(--sk-color-text-subtle);
  }

  /* Over the limit: the count reads as an error, in colour and weight, as GOV.UK's does. */
  [part~='character-count'].over {
    color: var(--sk-color-status-danger);
    font-weight: var(--sk-font-weight-medium);
  }

  [part~='hint'] {
    color: var(--sk-color-text-subtle);
  }

  [part~='error'] {
    color: var(--sk-color-status-danger);
    font-weight: var(--sk-font-weight-medium);
  }

  /* Label in a column of its own; hint and error stay under the control. */
  :host([layout='horizontal']) .field {
    grid-template-columns: minmax(0, var(--sk-field-label-width, 30%)) minmax(0, 1fr);
    column-gap: var(--sk-space-4);
    align-items: start;
  }

  :host([layout='horizontal']) [part~='label'] {
    grid-row: span 3;
    padding-block-start: var(--sk-space-2);
  }

  :host([layout='horizontal']) .field > :not([part~='label']) {
    grid-column: 2;
  }

  :host([layout='compact']) .field {
    gap: var(--sk-space-0);
  }

  :host([layout='compact']) [part~='label'],
  :host([layout='compact']) [part~='hint'],
  :host([layout='compact']) [part~='error'],
  :host([layout='compact']) [part~='character-count'] {
    font-size: var(--sk-font-size-xs);
  }

  /* The control first, its label after it on the same line, as a checkbox is usually set. */
  :host([layout='inline']) .field {
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: var(--sk-space-2);
    align-items: center;
  }

  :host([layout='inline']) .control {
    grid-area: 1 / 1;
  }

  :host([layout='inline']) [part~='label'] {
    grid-area: 1 / 2;
    font-size: var(--sk-font-size-md);
    font-weight: var(--sk-font-weight-regular);
  }

  :host([layout='inline']) [part~='hint'],
  :host([layout='inline']) [part~='error'] {
    grid-column: 2;
  }
`;

/**
 * The inline layout of a control and its label alone (no hint, no error shown) as a flex row
 * rather than the scaffold's grid: the same boxes in the same places at about half the layout
 * time of a thousand fields. With a hint or an error the grid stays, which puts them under the
 * label. For the checkable controls, after `fieldStyles`; where the control goes (`order`) is
 * theirs.
 */
export const inlineRowStyles = css`
  :host([layout='inline']) .field:not(:has(> :is([part~='hint'], [part~='error']))) {
    display: flex;
  }

  :host([layout='inline']) .field > [part~='label'] {
    flex: 1 1 0;
    min-inline-size: 0;
  }

  :host([layout='inline']) .field > .control {
    flex: none;
  }
`;
