import { useSyncExternalStore } from 'react';
import config from 'virtual:skerry/config';
import { allPages, frame, home } from 'virtual:skerry/nav';
import type { NavPage } from '../content/page.ts';
import {
  type SectionData,
  pagesOfSection,
  sectionFileName,
  sectionFolder,
} from './nav-sections.ts';

/** The id of the element that carries the current section's pages in a prerendered page. */
export const navDataId = 'sk-nav-data';

/** What that element holds. */
export interface NavDataPayload {
  dir: string;
  pages: NavPage[];
}

/** Every section the site has: the sidebar's groups, and the home page's ''. */
export const sectionDirs: readonly string[] = [
  '',
  ...frame.flatMap((entry) => (entry.kind === 'group' ? [entry.dir] : [])),
];

const loaded = new Map<string, readonly NavPage[]>();
const pending = new Map<string, Promise<SectionData | null>>();
const listeners = new Set<() => void>();
let snapshot: readonly NavPage[] | undefined;
let embeddedRead = false;
let embedded: NavDataPayload | null = null;

/**
 * In the browser build, the sections a prerendered page carries (its own, in `#sk-nav-data`),
 * read once when first asked for, so the first render matches the HTML it hydrates.
 */
function readEmbedded(): void {
  if (allPages || embeddedRead || typeof document === 'undefined') return;
  embeddedRead = true;
  const text = document.getElementById(navDataId)?.textContent;
  if (!text) return;
  try {
    const payload = JSON.parse(text) as NavDataPayload;
    embedded = payload;
    if (!loaded.has(payload.dir)) loaded.set(payload.dir, payload.pages);
  } catch {
    // A broken element leaves its section to load like any other.
  }
}

/** The pages known so far: all in the prerender and the dev server, else the loaded sections. */
export function knownPages(): readonly NavPage[] {
  if (allPages) return allPages;
  if (snapshot === undefined) {
    readEmbedded();
    const pages = [...loaded.values()].flat();
    snapshot = home && !pages.some((p) => p.path === home.path) ? [home, ...pages] : pages;
  }
  return snapshot;
}

/**
 * What `#sk-nav-data` holds: in the prerender (and the dev server) the pages of the section of
 * `dir`, if it is one; in the browser what the page came with, whatever the address is now, so
 * that hydration finds the element as it was written.
 */
export function navDataPayload(dir: string): NavDataPayload | null {
  if (allPages) {
    return sectionDirs.includes(dir) ? { dir, pages: pagesOfSection(allPages, dir) } : null;
  }
  readEmbedded();
  return embedded;
}

/** The pages of a section when they are at hand, else undefined. */
export function sectionPages(dir: string): readonly NavPage[] | undefined {
  if (!sectionDirs.includes(dir)) return undefined;
  if (allPages) return pagesOfSection(allPages, dir);
  readEmbedded();
  return loaded.get(dir);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The known pages, re-rendering when a section arrives. */
export function useKnownPages(): readonly NavPage[] {
  return useSyncExternalStore(subscribe, knownPages, knownPages);
}

function manifestVersion(): string | undefined {
  return (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest
    ?.version;
}

/** A section's file could not be had: gone with a newer deploy, or the network failed. */
export class SectionLoadError extends Error {
  constructor(
    readonly url: string,
    readonly status: number | null,
  ) {
    super(`Loading the navigation data ${url} failed${status ? ` (${status})` : ''}`);
  }
}

async function fetchSection(dir: string): Promise<SectionData> {
  const url = `${config.base}${sectionFolder(manifestVersion() ?? 'unknown')}${sectionFileName(dir)}`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new SectionLoadError(url, null);
  }
  if (!response.ok) throw new SectionLoadError(url, response.status);
  return (await response.json()) as SectionData;
}

/**
 * Loads a section's file once (null for a folder that is no section). Where every page is known
 * already (prerender, dev server) nothing is fetched and the routes are React Router's own.
 */
export function loadSection(dir: string): Promise<SectionData | null> {
  if (!sectionDirs.includes(dir)) return Promise.resolve(null);
  if (allPages) return Promise.resolve({ pages: pagesOfSection(allPages, dir), routes: {} });
  let promise = pending.get(dir);
  if (!promise) {
    promise = fetchSection(dir).then((data) => {
      if (!loaded.has(dir)) {
        loaded.set(dir, data.pages);
        snapshot = undefined;
        for (const listener of listeners) listener();
      }
      return data;
    });
    // A failure may be the network's: the next call tries again.
    promise.catch(() => pending.delete(dir));
    pending.set(dir, promise);
  }
  return promise;
}

/** Every section: what the not-found page's suggestions search. */
export async function loadAllSections(): Promise<readonly NavPage[]> {
  await Promise.all(sectionDirs.map((dir) => loadSection(dir).catch(() => null)));
  return knownPages();
}
