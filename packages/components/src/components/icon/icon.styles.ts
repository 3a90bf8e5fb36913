import { css } from 'lit';

/*
 * The host is the icon's box, so the size lives there (no inner wrapper to hold it). The sizes
 * are the shared scale's names; the icon size tokens keep their short ones. The drawing
 * strokes and fills in currentColor: it takes the colour of the text around it, and in forced
 * colours mode the system text colour, so no forced-colors rule is needed.
 */
export const iconStyles = css`
  :host {
    --_sk-icon-size: var(--sk-size-icon-md);

    display: inline-block;
    flex: none;
    box-sizing: content-box;
    inline-size: var(--_sk-icon-size);
    block-size: var(--_sk-icon-size);
    vertical-align: middle;
  }

  :host([hidden]) {
    display: none;
  }

  :host([size='small']) {
    --_sk-icon-size: var(--sk-size-icon-sm);
  }

  :host([size='large']) {
    --_sk-icon-size: var(--sk-size-icon-lg);
  }

  :host([size='x-large']) {
    --_sk-icon-size: var(--sk-size-icon-xl);
  }

  [part~='svg'] {
    display: block;
    inline-size: 100%;
    block-size: 100%;
  }
`;
