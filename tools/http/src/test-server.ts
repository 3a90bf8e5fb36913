import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it, the URL exactly as it came over the wire. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

/**
 * Answers by the first path segment. Only the tests import this: a real server on 127.0.0.1 with
 * real fetch, so headers, encoding and timing are what a browser would meet.
 */
const routes: Record<string, Handler> = {
  echo: (request, response) => json(response, 200, request),
  'echo-list': (request, response) => json(response, 200, [request]),
  list: (_request, response) => json(response, 200, [{ id: 1 }, { id: 2 }]),
  object: (_request, response) => json(response, 200, { id: 1 }),
  text: (_request, response) => send(response, 200, 'text/plain; charset=utf-8', 'plain words'),
  html: (_request, response) => send(response, 200, 'text/html', '<p>hi</p>'),
  'bad-json': (_request, response) => send(response, 200, 'application/json', '{"id": 1,'),
  'problem-json': (_request, response) =>
    send(response, 422, 'application/problem+json', JSON.stringify({ title: 'Invalid' })),
  'no-content': (_request, response) => {
    response.writeHead(204).end();
  },
  // The type comes from the query: /zero-length?type=text/plain
  'zero-length': (request, response) => {
    const type = new URL(request.url, 'http://localhost').searchParams.get('type') ?? '';
    response.writeHead(200, { 'Content-Type': type, 'Content-Length': '0' }).end();
  },
  binary: (_request, response) =>
    send(response, 200, 'application/octet-stream', Buffer.from([0, 1, 2, 255])),
  missing: (_request, response) => {
    response.setHeader('X-Request-Id', 'req-42');
    json(response, 404, { error: 'No such item' });
  },
  broken: (_request, response) => send(response, 500, 'text/html', 'Internal <b>error</b>'),
  slow: (_request, response) => {
    const timer = setTimeout(() => json(response, 200, { late: true }), 2000);
    response.on('close', () => clearTimeout(timer));
  },
  hangup: (_request, response) => {
    response.socket?.destroy();
  },
};

function send(response: ServerResponse, status: number, type: string, body: string | Buffer) {
  response.writeHead(status, { 'Content-Type': type }).end(body);
}

function json(response: ServerResponse, status: number, data: unknown) {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(data));
}

export interface TestServer {
  origin: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: ReceivedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const route = request.url.split(/[/?]/)[1] ?? '';
      (routes[route] ?? routes.echo)?.(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
