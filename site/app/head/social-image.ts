import type { ClientConfig } from '../config/client-config.ts';
import type { PageData } from '../content/page.ts';
import { sectionDirOf } from '../navigation/nav-sections.ts';

/**
 * The version of the card's design. It is part of every image's name, so a new design gets new
 * URLs (the images are cached for a year) and the build renders every card again: bump it with
 * any change to `engine/machine-files/social-card/`.
 */
export const socialCardVersion = 1;

/** The size Open Graph and X (Twitter) consumers crop large cards to: 1.91 to 1. */
export const socialImageSize = { width: 1200, height: 630 } as const;

/** What a page's card shows besides the brand; its image is a function of this and nothing else. */
export interface SocialCard {
  title: string;
  /** The sidebar group the page belongs to (`Components`), or empty for the home page. */
  section: string;
  /** The brand line: the site's title. */
  site: string;
  /** The brand colour the card is filled with: the site's theme colour. */
  color: string;
}

/** The sidebar group whose folder holds the page: `/core-components/button/` → `Components`. */
export function sectionOf(routePath: string, site: Pick<ClientConfig, 'sidebar'>): string {
  const folder = sectionDirOf(routePath);
  if (!folder) return '';
  return site.sidebar.groups.find((group) => 'dir' in group && group.dir === folder)?.title ?? '';
}

export function socialCardOf(
  page: Pick<PageData, 'title' | 'regularPath'>,
  site: Pick<ClientConfig, 'sidebar' | 'title' | 'themeColor'>,
): SocialCard {
  return {
    title: page.title || site.title,
    section: sectionOf(page.regularPath, site),
    site: site.title,
    color: site.themeColor.toLowerCase(),
  };
}

/**
 * FNV-1a over the UTF-8 bytes: small, synchronous and the same in the browser and in Node, which
 * both name the image (the head tags are computed on every client navigation too). It names
 * files, it protects nothing.
 */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A readable start for the file name: `button-api`, `Ääni` → `aani`. */
function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
}

/**
 * The card's file below the base: `assets/og/button-api-1a2b3c4d.png`. The name hashes the card
 * and the design version, so it changes exactly when the picture does and can be cached as
 * immutable like every other file in `assets/`.
 */
export function socialImageFile(card: SocialCard): string {
  const hash = fnv1a(
    [socialCardVersion, card.color, card.site, card.section, card.title].join('\0'),
  );
  const slug = slugOf(card.title);
  return `assets/og/${slug ? `${slug}-` : ''}${hash}.png`;
}

/** The card's absolute URL on the production host, or null when no host is configured. */
export function socialImageUrl(
  card: SocialCard,
  site: Pick<ClientConfig, 'productionUrl' | 'base'>,
): string | null {
  if (!site.productionUrl) return null;
  return new URL(`${site.base}${socialImageFile(card)}`, site.productionUrl).href;
}

/** The card's text alternative: what it shows, in words. */
export function socialImageAlt(card: SocialCard): string {
  const parts = [card.title, card.section, card.site].filter(
    (part, index, all) => part && all.indexOf(part) === index,
  );
  return parts.join(' · ');
}
