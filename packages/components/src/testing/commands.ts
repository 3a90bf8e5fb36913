import type { SizeReport } from '../../scripts/size-check.ts';

/*
 * Checks that need Node run as browser commands (see vitest.config.ts); these are their types
 * as the tests see them.
 */
declare module 'vitest/browser' {
  interface BrowserCommands {
    measureSizes: () => Promise<SizeReport>;
    checkReactTypes: () => Promise<string[]>;
    emulateForcedColors: (active: boolean) => Promise<void>;
    emulateReducedMotion: (active: boolean) => Promise<void>;
    vsCodeData: () => Promise<{
      tags: { name: string; attributes: { name: string; values?: { name: string }[] }[] }[];
    }>;
  }
}

export {};
