/*
 * Whether this is a development build, read from the two switches bundlers replace with
 * literals: Vite's `import.meta.env.DEV`, and `process.env.NODE_ENV` for webpack, esbuild and
 * Rollup's replace plugin (and Node). In a production build both become constants, so every
 * `if (DEV)` branch — and the warning text inside it — is removed by the minifier. Loaded
 * without a bundler, neither exists, which counts as production: no warnings from a CDN.
 */
declare const process: { env: { NODE_ENV?: string } } | undefined;

const viteDev = (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV;

/** True in development builds and tests; false (and tree-shaken) in production builds. */
export const DEV: boolean =
  viteDev ?? (typeof process === 'object' && process.env.NODE_ENV !== 'production');
