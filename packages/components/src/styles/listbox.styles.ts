import { css } from 'lit';

/**
 * The list the listbox controller renders inside a popup (`controllers/listbox-controller.ts`):
 * the `role="listbox"` element (class `listbox`), its options (`.option`, with the `active`
 * attribute on the active one and `aria-selected`, `aria-disabled`), groups (`.group`,
 * `.group-label`) and the marks of a filter (`mark`). Used with `popupStyles`, which styles the
 * popup around it. A host sets how tall the list grows before it scrolls by setting
 * `--_sk-listbox-max-height` on `.listbox` in its own (later) styles, from a property of its own.
 *
 * Runs of options that are out of view (`.chunk`) are neither styled nor laid out
 * (`content-visibility: auto`), so a list of a thousand options opens within a frame.
 */
export const listboxStyles = css`
  .listbox {
    --_sk-listbox-max-height: calc(var(--sk-space-10) * 8);

    box-sizing: border-box;
    max-block-size: var(--_sk-listbox-max-height);
    padding-block: var(--sk-space-1);
    overflow-y: auto;
    overscroll-behavior: contain;
    font-size: var(--sk-font-size-md);
    line-height: var(--sk-line-height-normal);
    outline: none;
  }

  .option {
    position: relative;
    display: block;
    min-block-size: var(--sk-space-8);
    box-sizing: border-box;
    padding-block: var(--sk-space-1);
    padding-inline: var(--sk-space-8) var(--sk-space-3);
    border-inline-start: var(--sk-border-width-thick) solid transparent;
    color: var(--sk-color-text);
    cursor: default;
    overflow-wrap: anywhere;
    user-select: none;
  }

  /* A run of options the browser skips (style, layout, paint) while it is out of view; its
     size meanwhile is estimated as one line per option it shows. */
  .chunk {
    --_sk-listbox-chunk-count: 50;

    content-visibility: auto;
    contain-intrinsic-block-size: calc(var(--_sk-listbox-chunk-count) * var(--sk-space-8));
  }

  .option:hover {
    background: var(--sk-color-surface-subtle);
  }

  .option[active] {
    border-inline-start-color: var(--sk-color-interactive);
    background: var(--sk-color-surface-subtle);
  }

  /* A check mark before a selected option: two borders of a turned box, in the text colour. */
  .option[aria-selected='true']::before {
    content: '';
    position: absolute;
    inset-block-start: 50%;
    inset-inline-start: var(--sk-space-3);
    inline-size: var(--sk-space-1);
    block-size: var(--sk-space-2);
    border-block-end: var(--sk-border-width-thick) solid var(--sk-color-interactive);
    border-inline-end: var(--sk-border-width-thick) solid var(--sk-color-interactive);
    transform: translateY(-60%) rotate(45deg);
  }

  :dir(rtl) .option[aria-selected='true']::before {
    transform: translateY(-60%) rotate(-45deg);
  }

  /* Several can be chosen: every option shows a box, checked when selected. */
  .listbox[aria-multiselectable='true'] .option::after {
    content: '';
    position: absolute;
    inset-block-start: 50%;
    inset-inline-start: var(--sk-space-2);
    inline-size: var(--sk-space-4);
    block-size: var(--sk-space-4);
    box-sizing: border-box;
    border: var(--sk-border-width-thin) solid var(--sk-color-border-strong);
    border-radius: var(--sk-radius-sm);
    transform: translateY(-50%);
  }

  .listbox[aria-multiselectable='true'] .option[aria-selected='true']::after {
    border-color: var(--sk-color-interactive);
  }

  .option[aria-disabled='true'] {
    color: var(--sk-color-text-subtle);
    cursor: not-allowed;
  }

  .option[aria-disabled='true']:hover {
    background: none;
  }

  .group-label {
    padding-block: var(--sk-space-2) var(--sk-space-1);
    padding-inline: var(--sk-space-3);
    color: var(--sk-color-text-subtle);
    font-size: var(--sk-font-size-sm);
    font-weight: var(--sk-font-weight-semibold);
  }

  .group + .group {
    margin-block-start: var(--sk-space-1);
    border-block-start: var(--sk-border-width-thin) solid var(--sk-color-border);
  }

  .option mark {
    background: none;
    color: inherit;
    font-weight: var(--sk-font-weight-bold);
    text-decoration: underline;
  }

  .option[hidden],
  .chunk[hidden],
  .group[hidden] {
    display: none;
  }

  @media (forced-colors: active) {
    .option[active] {
      border-inline-start-color: Highlight;
      outline: var(--sk-border-width-thin) solid Highlight;
      outline-offset: calc(var(--sk-border-width-thin) * -1);
    }

    .option[aria-selected='true']::before,
    .listbox[aria-multiselectable='true'] .option[aria-selected='true']::after {
      border-color: CanvasText;
    }

    .option[aria-disabled='true'] {
      color: GrayText;
    }

    .option mark {
      color: CanvasText;
    }
  }
`;
