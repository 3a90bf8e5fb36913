// The module `service-worker-bundle.ts` writes for the worker's code (`service-worker-runtime.ts`).
declare module 'virtual:skerry-service-worker' {
  /** What the worker caches as it is used, and leaves to the network (`cachedOnUse`). */
  export const cachedOnUse: { search: RegExp; icons: RegExp; workbench: RegExp; articles: RegExp };
  /** The page a navigation falls back to when neither the network nor the cache has it. */
  export const fallbackURL: string;
}
