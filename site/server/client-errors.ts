import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { lockedDownPolicy } from '../hosting/csp.ts';
import { securityHeaders } from '../hosting/headers.ts';
import { MAX_URL_LENGTH } from './request-target.ts';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/** A whole response written to a socket that never became a request the handler could see. */
function rawResponse(status: number, message: string, extra: Record<string, string> = {}): string {
  const body = `${message}\n`;
  const headers = {
    ...securityHeaders,
    ...extra,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Content-Security-Policy': lockedDownPolicy,
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reasons[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * What Node's HTTP parser refused. Requests too big for it (16 KB of request line and headers)
 * get 414 when the request line alone is the problem, as a long URL within that limit does.
 */
export function handleClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Duplex,
) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  let status = 400;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const packet = error.rawPacket?.toString('latin1') ?? '';
    const lineEnd = packet.indexOf('\r\n');
    const requestLine = lineEnd === -1 ? packet : packet.slice(0, lineEnd);
    status = requestLine.length > MAX_URL_LENGTH ? 414 : 431;
  }
  socket.end(rawResponse(status, reasons[status] ?? 'Bad Request'));
}

/** `CONNECT` never reaches the request handler; it gets the same 405 as any other method. */
export function handleConnect(_req: IncomingMessage, socket: Duplex) {
  socket.end(rawResponse(405, 'Method not allowed', { Allow: 'GET, HEAD' }));
}
