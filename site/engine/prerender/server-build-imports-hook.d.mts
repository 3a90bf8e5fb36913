import type { ResolveHookSync } from 'node:module';

export function resolveFromSite(site: { from: string; below: string }): ResolveHookSync;
