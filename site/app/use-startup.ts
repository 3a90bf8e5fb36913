import { useEffect } from 'react';
import { installChunkGuard } from './chunks/install.ts';
import { announceHydrated } from './first-visit/hydrated.ts';
import { runStartupHook } from './startup/run-hook.ts';

/** Steps that need React Router's router, which exists once the app has hydrated. */
export function useStartup(): void {
  useEffect(() => runStartupHook('chunk guard', installChunkGuard), []);
  // Last: what a first visit held until the app ran is replayed now (decision 0015).
  useEffect(announceHydrated, []);
}
