import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import sirv from 'sirv';
import { type Encoding, acceptedEncodings, isSimpleRange } from './negotiation.ts';
import type { SiteFiles } from '../hosting/site-files.ts';

export type SendFile = (
  req: IncomingMessage,
  res: ServerResponse,
  relative: string,
  onMissing: () => void,
) => void;

const variants = { br: '.br', gzip: '.gz' } as const;

export interface Variant {
  encoding: Encoding;
  /** The real path of the compressed copy. */
  file: string;
}

/**
 * The precompressed copies of `relative` that the client accepts, brotli first, among those that
 * are real files inside the root (a variant that is a symlink out of it is never offered).
 */
export function acceptedVariants(
  files: SiteFiles,
  relative: string,
  acceptEncoding: string | string[] | undefined,
): Variant[] {
  return [...acceptedEncodings(acceptEncoding)].flatMap((encoding) => {
    const file = files.file(relative + variants[encoding]);
    return file ? [{ encoding, file }] : [];
  });
}

/**
 * sirv, fed only files the server already decided to send. It brings content types, ETags and
 * 304s, ranges and precompressed `.br`/`.gz` variants; what it lacks for a file we did not check
 * ourselves is made up here, before it runs.
 */
export function createSendFile(
  files: SiteFiles,
  logError: (message: string, error: unknown) => void,
): SendFile {
  const handler = sirv(files.root, {
    // Production mode lists the folder once at start: a rebuild while the server runs would then
    // answer new files with 404 and changed ones cut to their old length.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    // We map URLs to files ourselves; sirv must not guess `.html` or fall back to index files.
    extensions: [],
  });

  return (req, res, relative, onMissing) => {
    // sirv takes a URL and decodes it with decodeURI, which cannot bring back `?` or `#`; no
    // build writes such names, so they are simply not files here.
    if (/[?#]/.test(relative)) return onMissing();

    // sirv sends a variant whenever the header merely mentions it, and follows symlinks: offer
    // only the codings the client accepts whose variant is a real file inside the root.
    req.headers['accept-encoding'] = acceptedVariants(
      files,
      relative,
      req.headers['accept-encoding'],
    )
      .map((variant) => variant.encoding)
      .join(', ');
    if (req.headers.range !== undefined && !isSimpleRange(req.headers.range)) {
      delete req.headers.range;
    }

    // sirv pipes a read stream without an error listener; a file deleted between its check and
    // the read (a rebuild) would otherwise throw from the stream and end the process.
    res.once('pipe', (source: Readable) => {
      source.once('error', (error) => {
        logError(`Reading ${relative} failed:`, error);
        res.destroy();
      });
    });

    req.url = `/${encodeURI(relative)}`;
    handler(req, res, onMissing);
  };
}
