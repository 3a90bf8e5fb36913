import navPages from 'virtual:skerry/nav';
import { buildPathIndex } from './resolve-path.ts';

/** Every page's accepted spellings, built once from the page data. */
export const pathIndex = buildPathIndex(navPages.map((p) => p.path));
