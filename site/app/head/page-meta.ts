import config from 'virtual:skerry/config';
import nav from 'virtual:skerry/nav';
import type { PageData } from '../content/page.ts';
import { computePageMeta } from './compute-meta.ts';

/**
 * The `meta` export every content page gets from the build, bound to the site configuration and
 * the navigation data (which every page ships already, for the sidebar).
 */
export const pageMeta = (page: PageData) => computePageMeta(page, config, nav);
