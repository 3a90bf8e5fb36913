import { css } from 'lit';

/*
 * Only design tokens; the label, hint and layouts are the fields' own (fieldStyles, added before
 * these). The group draws no box of its own: each part keeps its border, and overlaps the part
 * before it by that border's width, so a shared edge is one line. The control sits above its
 * neighbours, so its hover, error and success colours show on the edges it shares. Only the
 * group's outer corners are round, given to each part through its own radius property
 * (--sk-input-radius, --sk-button-radius): those are physical, so the start and end corners swap
 * in right-to-left text. --sk-input-attached tells a Skerry field to leave its label and focus
 * ring to the group. Parts line up at the top, at the height of the control's size: a Skerry
 * field's hint and error go on under it.
 */
export const inputGroupStyles = css`
  .group {
    --_sk-input-group-radius: var(--sk-input-group-radius, var(--sk-radius-md));
    --_sk-input-group-height: var(--sk-space-10);
    --_sk-input-group-font-size: var(--sk-font-size-md);
    --_sk-input-group-padding: var(--sk-space-3);

    position: relative;
    display: flex;
    align-items: flex-start;
  }

  .small {
    --_sk-input-group-height: var(--sk-space-8);
    --_sk-input-group-font-size: var(--sk-font-size-sm);
    --_sk-input-group-padding: var(--sk-space-2);
  }

  .large {
    --_sk-input-group-height: var(--sk-space-12);
    --_sk-input-group-font-size: var(--sk-font-size-lg);
    --_sk-input-group-padding: var(--sk-space-4);
  }

  /* Every part: square corners, and the edge it shares with the part before it. */
  .group ::slotted(*) {
    --_sk-input-group-start-radius: 0;
    --_sk-input-group-end-radius: 0;
    --_sk-input-group-corners: var(--_sk-input-group-start-radius) var(--_sk-input-group-end-radius)
      var(--_sk-input-group-end-radius) var(--_sk-input-group-start-radius);
    --sk-input-radius: var(--_sk-input-group-corners);
    --sk-button-radius: var(--_sk-input-group-corners);
    --sk-input-attached: true;

    position: relative;
    flex: none;
    box-sizing: border-box;
    margin-inline-start: calc(-1 * var(--sk-border-width-thin));
    border-radius: var(--_sk-input-group-corners);
  }

  :host(:dir(rtl)) .group ::slotted(*) {
    --_sk-input-group-corners: var(--_sk-input-group-end-radius) var(--_sk-input-group-start-radius)
      var(--_sk-input-group-start-radius) var(--_sk-input-group-end-radius);
  }

  .group:not(.start) ::slotted(:not([slot])),
  .group ::slotted(:nth-child(1 of [slot='start'])) {
    --_sk-input-group-start-radius: var(--_sk-input-group-radius);

    margin-inline-start: 0;
  }

  .group:not(.end) ::slotted(:not([slot])),
  .group ::slotted(:nth-last-child(1 of [slot='end'])) {
    --_sk-input-group-end-radius: var(--_sk-input-group-radius);
  }

  .group ::slotted(:not([slot])) {
    z-index: 1;
    flex: auto;
    min-inline-size: 0;
  }

  /* A focused button's own ring is drawn over its neighbours. */
  .group ::slotted(:focus-within) {
    z-index: 2;
  }

  /* Attached text and icons; buttons and native controls keep their own look. */
  .group ::slotted([slot]:not(sk-button, sk-icon-button, button, input, select, textarea, a)) {
    display: inline-flex;
    align-items: center;
    gap: var(--sk-space-1);
    min-block-size: var(--_sk-input-group-height);
    padding-inline: var(--_sk-input-group-padding);
    border: var(--sk-border-width-thin) solid var(--sk-color-border-strong);
    background: var(--sk-input-group-addon-background, var(--sk-color-surface-subtle));
    color: var(--sk-input-group-addon-color, var(--sk-color-text-subtle));
    font-size: var(--_sk-input-group-font-size);
    line-height: var(--sk-line-height-normal);
    white-space: nowrap;
  }

  /* A native control, drawn as a Skerry field is; the group draws its focus ring. */
  .group ::slotted(:is(input, select):not([slot])) {
    min-block-size: var(--_sk-input-group-height);
    padding-inline: var(--_sk-input-group-padding);
    border: var(--sk-border-width-thin) solid var(--sk-color-border-strong);
    outline: none;
    background: var(--sk-color-surface);
    color: var(--sk-color-text);
    font: inherit;
    font-size: var(--_sk-input-group-font-size);
  }

  .group ::slotted(:is(input, select):not([slot]):hover) {
    border-color: var(--sk-color-text-subtle);
  }

  .group ::slotted(:is(input, select):not([slot]):user-invalid) {
    border-color: var(--sk-color-status-danger);
  }

  /* One focus ring around every part, at the height of the control. */
  .group::after {
    content: '';
    position: absolute;
    inset-block-start: 0;
    inset-inline: 0;
    z-index: 3;
    block-size: var(--_sk-input-group-height);
    border-radius: var(--_sk-input-group-radius);
    pointer-events: none;
  }

  :host(:state(control-focus)) .group::after {
    outline: var(--sk-border-width-thick) solid var(--sk-color-focus-ring);
    outline-offset: var(--sk-border-width-thick);
  }

  /* System colours are the only colours forced-colors mode allows; keep these rules last. The
     tokens map the focus ring to Highlight; every part's border needs a system colour. */
  @media (forced-colors: active) {
    .group ::slotted([slot]:not(sk-button, sk-icon-button, button, input, select, textarea, a)),
    .group ::slotted(:is(input, select):not([slot])) {
      border-color: CanvasText;
    }
  }
`;
