import { css } from 'lit';

/**
 * The keyboard focus indicator every interactive part uses: a solid ring in the focus token,
 * offset from the edge so it contrasts with the page as well as the control (WCAG 2.4.13).
 * Shown on `:focus-visible` only, so mouse users do not see it on click.
 */
export const focusRingStyles = css`
  .focus-ring:focus-visible {
    outline: var(--sk-border-width-thick) solid var(--sk-color-focus-ring);
    outline-offset: var(--sk-border-width-thick);
  }
`;
