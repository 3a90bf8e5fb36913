/* The analyzer ships its Lit support untyped; this is the one function the build calls. */
declare module '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js' {
  import type { Plugin } from '@custom-elements-manifest/analyzer';
  export function litPlugin(): Plugin[];
}
