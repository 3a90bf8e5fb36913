import { css } from 'lit';

/**
 * The colours of the status variants (`info`, `success`, `warning`, `danger`, `neutral`; see
 * `statusVariants` in `src/base/scales.ts`), chosen by the host's `variant` attribute and handed
 * to the component as private custom properties it reads on its own parts:
 *
 * - `--_sk-status-bg` — the background (`--sk-color-status-<variant>-surface`);
 * - `--_sk-status-fg` — text on that background (`--sk-color-text`, 4.5:1 on every surface);
 * - `--_sk-status-border` — the border (`--sk-color-status-<variant>`, 3:1);
 * - `--_sk-status-accent` — an icon, a dot or a bar (`--sk-color-status-<variant>`, 3:1).
 *
 * `neutral`, and a host without a `variant`, take the subtle surface, the strong border and the
 * subtle text colour for the accent: roles that exist in every theme with the same contrasts, so
 * no status token of its own is needed. Every pair is contrast-checked by the token tests.
 *
 * Put this sheet first in the component's `styles`, and reflect `variant`.
 */
export const statusStyles = css`
  :host {
    --_sk-status-bg: var(--sk-color-surface-subtle);
    --_sk-status-fg: var(--sk-color-text);
    --_sk-status-border: var(--sk-color-border-strong);
    --_sk-status-accent: var(--sk-color-text-subtle);
  }

  :host([variant='info']) {
    --_sk-status-bg: var(--sk-color-status-info-surface);
    --_sk-status-border: var(--sk-color-status-info);
    --_sk-status-accent: var(--sk-color-status-info);
  }

  :host([variant='success']) {
    --_sk-status-bg: var(--sk-color-status-success-surface);
    --_sk-status-border: var(--sk-color-status-success);
    --_sk-status-accent: var(--sk-color-status-success);
  }

  :host([variant='warning']) {
    --_sk-status-bg: var(--sk-color-status-warning-surface);
    --_sk-status-border: var(--sk-color-status-warning);
    --_sk-status-accent: var(--sk-color-status-warning);
  }

  :host([variant='danger']) {
    --_sk-status-bg: var(--sk-color-status-danger-surface);
    --_sk-status-border: var(--sk-color-status-danger);
    --_sk-status-accent: var(--sk-color-status-danger);
  }

  /*
   * System colours, so that a border or accent stays visible in Windows high contrast: the
   * browser forces colour and background, but not a custom property read by, say, an SVG fill.
   * A part that paints the accent as a background (a dot, a bar) also needs
   * forced-color-adjust: none, or the browser replaces it with Canvas. The second selector
   * matches the specificity of the variant rules above.
   */
  @media (forced-colors: active) {
    :host,
    :host([variant]) {
      --_sk-status-bg: Canvas;
      --_sk-status-fg: CanvasText;
      --_sk-status-border: CanvasText;
      --_sk-status-accent: CanvasText;
    }
  }
`;
