export type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'status'>>;

/**
 * Whether a script that failed to load is gone from the server, as after a deploy that replaced
 * the hashed files. Only a definite 404 or 410 counts: offline or a blocked request says nothing
 * about the file, and the reader gets the message and a retry instead of a pointless reload.
 */
export async function isChunkGone(url: string, fetchImpl: Fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}
