import config from 'virtual:skerry/config';
import type { PageData } from '../content/page.ts';
import { knownPages } from '../navigation/nav-store.ts';
import { computePageMeta } from './compute-meta.ts';

/**
 * The `meta` export every content page gets from the build, bound to the site configuration and
 * the navigation data at hand: the breadcrumb trail names the home page and the pages above this
 * one, all of its own section, which a page carries and a navigation loads before it lands.
 */
export const pageMeta = (page: PageData) => computePageMeta(page, config, knownPages());
