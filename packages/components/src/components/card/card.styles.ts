import { css } from 'lit';

/*
 * Only design tokens: each exposed --sk-card-* property falls back to a private --_sk-card-* one
 * set on the base, or to a token. A region whose slot is empty is not displayed, so it leaves no
 * gap behind; the `has-*` states say which are filled. Rules match the regions by class, and
 * the appearance and layout by the host's reflected attributes, so the templates bind nothing
 * for them (issue 34, peer bench); the part names stay the page's to style.
 */
export const cardStyles = css`
  :host {
    display: block;
  }

  :host([hidden]) {
    display: none;
  }

  /* Only a horizontal card measures its own width (below), since an inline-size container
     stops sizing to its content: a vertical card keeps its intrinsic width everywhere. */
  :host([layout='horizontal']) {
    container-type: inline-size;
  }

  .base {
    --_sk-card-background: var(--sk-color-surface);
    --_sk-card-border-color: var(--sk-color-border);

    display: flex;
    flex-direction: column;
    box-sizing: border-box;
    block-size: 100%;
    overflow: clip;
    border: var(--sk-card-border-width, var(--sk-border-width-thin)) solid
      var(--sk-card-border-color, var(--_sk-card-border-color));
    border-radius: var(--sk-card-radius, var(--sk-radius-lg));
    background: var(--sk-card-background, var(--_sk-card-background));
    color: var(--sk-color-text);
    font-family: var(--sk-font-family-sans);
    font-size: var(--sk-font-size-md);
    line-height: var(--sk-line-height-normal);
  }

  /* The border stays, transparent, so forced-colors mode can draw it. */
  :host([appearance='filled']) .base {
    --_sk-card-background: var(--sk-color-surface-subtle);
    --_sk-card-border-color: transparent;
  }

  .content {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: var(--sk-card-gap, var(--sk-space-3));
    padding: var(--sk-card-padding, var(--sk-space-5));
  }

  /* The media and body regions are their slots, drawn as blocks: no wrapper element each (and
     the heading's, without href: below). */
  .media,
  .body {
    display: block;
  }

  :host(:not(:state(has-media))) .media,
  :host(:not(:state(has-header))) .header,
  :host(:not(:state(has-body))) .body,
  :host(:not(:state(has-footer))) .footer {
    display: none;
  }

  .media::slotted(*) {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  .header {
    display: flex;
    flex-direction: column;
    gap: var(--sk-space-1);
  }

  .heading {
    display: block;
    color: inherit;
    text-decoration: none;
  }

  /* The card spaces its regions itself (--sk-card-gap). Prose styles give headings margins
     that would win over a normal rule here and break every card, so this one is important. */
  ::slotted([slot='heading']) {
    margin: 0 !important;
    font-size: var(--sk-font-size-lg);
    font-weight: var(--sk-font-weight-semibold);
    line-height: var(--sk-line-height-tight);
  }

  ::slotted([slot='header']) {
    color: var(--sk-color-text-subtle);
    font-size: var(--sk-font-size-sm);
  }

  /* Outer margins would add to the padding and the gap. Spacing between several paragraphs is
     the page's to give (its rules win over this one): sk-card p + p { margin-block-start: … } */
  .body::slotted(*) {
    margin-block: 0;
  }

  /* Pushed to the end, so the footers of cards stretched to one row's height line up. */
  .footer {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sk-space-2);
    align-items: center;
    margin-block-start: auto;
  }

  /* The whole-card link: the heading's <a> is the one link, and its ::after covers the card so a
     click anywhere follows it. What the footer holds is raised above it, so its buttons and
     links stay separately clickable. Only a link card (.link) has these rules to match: a
     card without href pays for no stacking context, transition or :has() (issue 34, peer bench). */
  .link {
    position: relative;
    isolation: isolate;
    transition-property: border-color, box-shadow;
    transition-duration: var(--sk-motion-duration-fast);
    transition-timing-function: var(--sk-motion-easing-standard);
  }

  [href] {
    color: var(--sk-color-text-link);
  }

  [href]::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  [href]:hover {
    color: var(--sk-color-text-link-hover);
    text-decoration: underline;
  }

  .link .footer::slotted(*) {
    position: relative;
    z-index: 1;
  }

  .link:has([href]:hover) {
    border-color: var(--sk-card-border-color, var(--sk-color-border-strong));
    box-shadow: var(--sk-shadow-sm);
  }

  /* The focus ring goes round the whole card, which is what the link activates. */
  [href]:focus-visible {
    outline: none;
  }

  .link:has([href]:focus-visible) {
    outline: var(--sk-border-width-thick) solid var(--sk-color-focus-ring);
    outline-offset: var(--sk-border-width-thick);
  }

  /* Beside the content once the card is wide enough for both; narrower, it stays a column. A
     container query cannot read a custom property, so the width is written out. */
  @container (inline-size >= 30rem) {
    :host([layout='horizontal']) .base {
      flex-direction: row;
    }

    :host([layout='horizontal']) .media {
      position: relative;
      flex: none;
      inline-size: var(--sk-card-media-width, 40%);
      min-block-size: var(--sk-space-16);
    }

    /* Out of the flow, so the content alone sets the card's height and the media covers it. */
    :host([layout='horizontal']) .media::slotted(*) {
      position: absolute;
      inset: 0;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .base {
      transition: none;
    }
  }

  /* System colours are the only colours forced-colors mode allows; keep these rules last. Every
     appearance gets a visible border, and a hovered link card a highlighted one. */
  @media (forced-colors: active) {
    .base {
      border-color: CanvasText;
    }

    .link:has([href]:hover) {
      border-color: Highlight;
    }
  }
`;
