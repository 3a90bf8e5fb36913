import { securityHeaders } from '../../hosting/headers.ts';
import { type HeaderRule, type RedirectRule, headersFor } from './static-host-format.ts';

/** An answer of the server, header names in lower case. */
export interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
}

/** The headers the site's rules set (the rest, such as ETag, are the file sender's or the host's). */
const ruleHeaders = [
  ...Object.keys(securityHeaders),
  'Cache-Control',
  'Content-Security-Policy',
].map((name) => name.toLowerCase());

/**
 * Where the static hosts' files and `npm start` disagree. For each path of `paths`, the server's
 * answer is compared with what `_headers` says a host adds to it: every header the file names
 * must be sent with that value, and every header the site's rules set must be in the file. Each
 * redirect in `_redirects` must be the server's too, and each redirect the server gives for
 * `candidates` must be in `_redirects`. Returns one line per difference; none when they agree.
 */
export async function compareWithServer(options: {
  headers: readonly HeaderRule[];
  redirects: readonly RedirectRule[];
  /** Paths the server answers with 200: pages and files. */
  paths: readonly string[];
  /** Addresses to ask for redirects the server gives: the other forms of every page, and more. */
  candidates: readonly string[];
  request: (path: string) => Promise<Answer>;
}): Promise<string[]> {
  const problems: string[] = [];
  for (const path of options.paths) {
    const answer = await options.request(path);
    if (answer.status !== 200) {
      problems.push(`${path}: the server answers ${answer.status}`);
      continue;
    }
    const host = headersFor(options.headers, path);
    for (const [name, value] of Object.entries(host)) {
      if (answer.headers[name] !== value) {
        problems.push(
          `${path}: ${name} is "${answer.headers[name]}" from the server, "${value}" in _headers`,
        );
      }
    }
    for (const name of ruleHeaders) {
      if (answer.headers[name] !== undefined && host[name] === undefined) {
        problems.push(`${path}: the server sends ${name}, _headers does not`);
      }
    }
  }
  const listed = new Map(options.redirects.map((rule) => [rule.from, rule]));
  for (const rule of options.redirects) {
    const answer = await options.request(rule.from);
    if (answer.status !== rule.status || answer.headers.location !== rule.to) {
      problems.push(
        `${rule.from}: _redirects says ${rule.status} to ${rule.to}, the server ${answer.status} to ${answer.headers.location}`,
      );
    }
  }
  for (const path of options.candidates) {
    if (listed.has(path)) continue;
    const answer = await options.request(path);
    if (answer.status >= 300 && answer.status < 400) {
      problems.push(
        `${path}: the server redirects to ${answer.headers.location}, _redirects does not`,
      );
    }
  }
  return problems;
}
