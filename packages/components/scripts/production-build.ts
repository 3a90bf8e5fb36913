/**
 * What makes a Vite build of the components a production one, for the size check and the CDN
 * build alike: Lit's production build, and no development warnings. Both switches are pinned,
 * because Vite derives `import.meta.env.DEV` from the caller's `NODE_ENV`, which is 'test' when
 * this runs inside Vitest.
 */
export const productionDefine: Record<string, string> = {
  'process.env.NODE_ENV': JSON.stringify('production'),
  'import.meta.env.DEV': 'false',
};
