import { useSyncExternalStore } from 'react';

/** What the page area shows about the scripts of the page being opened. */
export type ChunkStatus =
  | { state: 'idle' }
  | { state: 'loading' }
  /** `href`: the page the reader asked for, which the message links to for a full load. */
  | { state: 'failed'; chunk: string; href: string; retry: () => void };

type Listener = () => void;

/** A tiny store: the navigation guard writes it, the layout and the progress bar read it. */
export function createChunkStatusStore() {
  let status: ChunkStatus = { state: 'idle' };
  const listeners = new Set<Listener>();
  return {
    get: (): ChunkStatus => status,
    set(next: ChunkStatus) {
      if (next.state === 'idle' && status.state === 'idle') return;
      status = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ChunkStatusStore = ReturnType<typeof createChunkStatusStore>;

export const chunkStatus = createChunkStatusStore();

/*
 * Whether a page's scripts are loaded, answered by the guard once it is installed. Until then no
 * client navigation can happen, so "loaded" is the honest default.
 */
let scriptsLoaded: (pathname: string) => boolean = () => true;

/** Lets the installed guard answer `pageScriptsLoaded`; returns the function that undoes it. */
export function setScriptsLoadedCheck(check: (pathname: string) => boolean): () => void {
  scriptsLoaded = check;
  return () => {
    if (scriptsLoaded === check) scriptsLoaded = () => true;
  };
}

/** Whether opening `pathname` needs no script fetched: its route modules are all loaded. */
export function pageScriptsLoaded(pathname: string): boolean {
  return scriptsLoaded(pathname);
}

const idle: ChunkStatus = { state: 'idle' };

export function useChunkStatus(): ChunkStatus {
  return useSyncExternalStore(chunkStatus.subscribe, chunkStatus.get, () => idle);
}
