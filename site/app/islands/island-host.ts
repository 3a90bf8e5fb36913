import { createContext } from 'react';

/**
 * The `skerry-island` element an island hydrates, before React has touched it: what the island
 * holds of the prerendered article, for an island whose module leaves that out (a code block's
 * highlighted HTML, `engine/compile/rehype-islands.ts`). Null outside an island.
 */
export const IslandHost = createContext<HTMLElement | null>(null);
