// The worker's entry: Node 20 runs no TypeScript by itself, so tsx (the repository's TypeScript
// runner) is registered in this thread before the work is imported.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
