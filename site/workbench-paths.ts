/**
 * Where the build puts the workbench (Storybook, `engine/workbench/`) below the site's base, and
 * its page that shows one story alone, which the site's pages embed (`app/config/workbench.ts`)
 * and the host lets them frame (`hosting/file-headers.ts`). A leaf beside `site.config.ts`, below
 * every floor: the browser code needs these paths and may not import `hosting/`, and `hosting/`
 * may not import `app/`.
 */
export const workbenchPath = 'storybook';
export const workbenchStoryPage = `${workbenchPath}/iframe.html`;
