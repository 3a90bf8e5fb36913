import { css } from 'lit';

/*
 * Only the Show/Hide button: the field is the input's (its box, states, sizes and the
 * --sk-input-* properties all apply), and the button starts from the input's `.action` buttons,
 * widened for a word instead of an icon.
 */
export const passwordStyles = css`
  .toggle {
    --_sk-password-toggle-color: var(--sk-password-toggle-color, var(--sk-color-interactive));

    inline-size: auto;
    block-size: auto;
    min-block-size: var(--sk-space-6);
    padding-inline: var(--sk-space-2);
    color: var(--_sk-password-toggle-color);
    font: inherit;
    font-weight: var(--sk-font-weight-semibold);
    line-height: var(--sk-line-height-tight);
  }

  .toggle:hover {
    color: var(--_sk-password-toggle-color);
  }

  .toggle:disabled {
    background: none;
    color: var(--sk-color-text-subtle);
    cursor: not-allowed;
  }

  /* System colours are the only colours forced-colors mode allows; keep these rules last. */
  @media (forced-colors: active) {
    .toggle {
      color: ButtonText;
    }

    .toggle:disabled {
      color: GrayText;
    }
  }
`;
