/**
 * Where the build puts the workbench (Storybook, `engine/workbench/`) below the site's base, and
 * its page that shows one story alone, which the site's pages embed (`docs/storybook-embed.tsx`)
 * and the server lets them frame (`server/csp.ts`).
 */
export const workbenchPath = 'storybook';
export const workbenchStoryPage = `${workbenchPath}/iframe.html`;

/** The address of one story of the workbench, alone, below `base` (`/`): what an embed frames. */
export function storyFrameSrc(base: string, storyId: string): string {
  return `${base}${workbenchStoryPage}?id=${encodeURIComponent(storyId)}&viewMode=story`;
}
