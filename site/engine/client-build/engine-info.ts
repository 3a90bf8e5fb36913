import { createRequire } from 'node:module';

const pkg = createRequire(import.meta.url)('../../package.json') as { version: string };

/** The name the generator meta tag and the title fallback use. */
export const engineName = 'Skerry Docs';
export const engineVersion = pkg.version;
