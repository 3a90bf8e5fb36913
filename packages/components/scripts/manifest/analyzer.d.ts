/* The analyzer's own types omit its programmatic entry and its framework plugins. */
import type { Plugin } from '@custom-elements-manifest/analyzer';
import type * as TypeScript from 'typescript';

declare module '@custom-elements-manifest/analyzer' {
  export const ts: typeof TypeScript;
  export function create(options: {
    modules: TypeScript.SourceFile[];
    plugins?: Plugin[];
    context?: Record<string, unknown>;
  }): unknown;
}
