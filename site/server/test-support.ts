/** Test helpers: a server on a free port, and a client that sends request targets verbatim. */
import type http from 'node:http';
import net from 'node:net';

export async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Not listening on TCP');
  return address.port;
}

export function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: Buffer;
  text: string;
}

/**
 * One request with its target sent byte for byte: fetch and curl would resolve `..` and
 * re-encode the path before it ever reached the server.
 */
export function rawRequest(
  port: number,
  target: string,
  options: { method?: string; headers?: Record<string, string>; requestLine?: string } = {},
): Promise<RawResponse> {
  const { method = 'GET', headers = {} } = options;
  const requestLine = options.requestLine ?? `${method} ${target} HTTP/1.1`;
  const head = [requestLine, 'Host: 127.0.0.1', 'Connection: close']
    .concat(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
    .join('\r\n');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(Buffer.from(`${head}\r\n\r\n`, 'latin1'));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const data = Buffer.concat(chunks);
      const split = data.indexOf('\r\n\r\n');
      if (split === -1) return reject(new Error(`No response head: ${data.toString('latin1')}`));
      const [statusLine = '', ...lines] = data.subarray(0, split).toString('latin1').split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body: Buffer = data.subarray(split + 4);
      if (parsed['transfer-encoding'] === 'chunked') body = unchunk(body);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: parsed,
        body,
        text: body.toString('utf8'),
      });
    });
  });
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset);
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}
