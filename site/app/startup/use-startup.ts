import { useEffect } from 'react';
import { installChunkGuard } from '../chunks/install.ts';
import { runStartupHook } from './run-hook.ts';

/** Steps that need React Router's router, which exists once the app has hydrated. */
export function useStartup(): void {
  useEffect(() => runStartupHook('chunk guard', installChunkGuard), []);
}
