import { css } from 'lit';

/*
 * The radio host is what takes focus (its group moves the tab stop between radios), so the ring
 * goes round the host, in the shared ring's token and width: the shared `.focus-ring` class
 * cannot match a focused host, and a page's own `:focus-visible` outline, which outranks
 * `:host` rules, then draws the one ring in the same place instead of a second one.
 */
export const radioStyles = css`
  :host {
    display: inline-flex;
    align-items: flex-start;
    gap: var(--sk-space-2);
    min-block-size: var(--sk-space-6);
    color: var(--sk-color-text);
    font-family: var(--sk-font-family-sans);
    font-size: var(--sk-font-size-md);
    line-height: var(--sk-line-height-normal);
    border-radius: var(--sk-radius-sm);
    cursor: pointer;
  }

  :host([hidden]) {
    display: none;
  }

  [part~='control'] {
    --_sk-radio-size: var(--sk-size-icon-md);
    --_sk-radio-color: var(--sk-radio-color, var(--sk-color-interactive));
    --_sk-radio-border-color: var(--sk-radio-border-color, var(--sk-color-border-strong));

    display: grid;
    place-items: center;
    flex: none;
    box-sizing: border-box;
    inline-size: var(--_sk-radio-size);
    block-size: var(--_sk-radio-size);
    /* Centred on the first line of the label, however the label wraps. */
    margin-block: calc((1lh - var(--_sk-radio-size)) / 2);
    border: var(--sk-border-width-thick) solid var(--_sk-radio-border-color);
    border-radius: var(--sk-radius-full);
    background: var(--sk-radio-background, var(--sk-color-surface));
    transition: border-color var(--sk-motion-duration-fast) var(--sk-motion-easing-standard);
  }

  [part~='control']::after {
    content: '';
    inline-size: 50%;
    block-size: 50%;
    border-radius: var(--sk-radius-full);
    background: var(--_sk-radio-color);
    transform: scale(0);
    transition: transform var(--sk-motion-duration-fast) var(--sk-motion-easing-standard);
  }

  :host(:state(checked)) [part~='control'] {
    --_sk-radio-border-color: var(--_sk-radio-color);
  }

  :host(:state(checked)) [part~='control']::after {
    transform: scale(1);
  }

  /* The success state; hover, next, still shows under the pointer. */
  :host(:state(user-valid):not(:state(disabled))) [part~='control'] {
    --_sk-radio-border-color: var(--sk-color-status-success);
  }

  :host(:hover:not(:state(disabled))) [part~='control'] {
    --_sk-radio-border-color: var(--sk-color-interactive-hover);
    --_sk-radio-color: var(--sk-radio-color, var(--sk-color-interactive-hover));
  }

  :host(:active:not(:state(disabled))) [part~='control'] {
    --_sk-radio-border-color: var(--sk-color-interactive-active);
  }

  /* After hover, and as specific, so the error stays in sight under the pointer. */
  :host(:state(user-invalid):not(:state(disabled))) [part~='control'] {
    --_sk-radio-border-color: var(--sk-color-status-danger);
  }

  :host(:focus-visible) {
    outline: var(--sk-border-width-thick) solid var(--sk-color-focus-ring);
    outline-offset: var(--sk-border-width-thick);
  }

  :host(:state(disabled)) {
    color: var(--sk-color-text-subtle);
    cursor: not-allowed;
  }

  :host(:state(disabled)) [part~='control'] {
    --_sk-radio-color: var(--sk-color-text-subtle);
    --_sk-radio-border-color: var(--sk-color-border);

    background: var(--sk-color-surface-subtle);
  }

  @media (prefers-reduced-motion: reduce) {
    [part~='control'],
    [part~='control']::after {
      transition: none;
    }
  }

  /* System colours only, and the dot keeps its own: a forced background would hide it. Last. */
  @media (forced-colors: active) {
    [part~='control'] {
      border-color: CanvasText;
    }

    [part~='control']::after {
      forced-color-adjust: none;
      background: CanvasText;
    }

    :host(:hover:not(:state(disabled))) [part~='control'],
    :host(:state(checked)) [part~='control'] {
      border-color: Highlight;
    }

    :host(:state(checked):not(:state(disabled))) [part~='control']::after {
      background: Highlight;
    }

    :host(:state(disabled)) {
      color: GrayText;
    }

    :host(:state(disabled)) [part~='control'] {
      border-color: GrayText;
    }

    :host(:state(disabled)) [part~='control']::after {
      background: GrayText;
    }
  }
`;
