/**
 * The second server of the end-to-end tests: the same build served as a plain static host serves
 * it (`start.ts --static-host`: files only, no rewrite rules), so that what the pages do by
 * themselves is tested where no server rule can do it for them.
 */
export const staticHostPort = Number(process.env.E2E_STATIC_PORT ?? 4320);

export const staticHostOrigin = `http://127.0.0.1:${staticHostPort}`;
