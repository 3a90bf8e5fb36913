import config from 'virtual:skerry/config';
import type { PageData } from '../content/page.ts';
import { computePageMeta } from './compute-meta.ts';

/** The `meta` export every content page gets from the build, bound to the site configuration. */
export const pageMeta = (page: PageData) => computePageMeta(page, config);
