import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

const renderTimeoutMs = 10_000;

/**
 * Runs only at build time: the site is prerendered, never rendered on request. Every page waits
 * for all its content (`onAllReady`), because a static file cannot stream the rest later.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(`Prerendering ${request.url} failed:`, error);
        },
      },
    );
    setTimeout(abort, renderTimeoutMs + 1000);
  });
}

/**
 * The table the prerender threads fill with the pages that share the article route module, each
 * compiled when it is rendered (docs/decisions/0025): the threads reach it here, through the
 * server build's `entry.module`.
 */
export { default as sharedArticles } from 'virtual:skerry/articles';
