import type http from 'node:http';

/**
 * Stops the server on SIGINT/SIGTERM: no new connections, idle keep-alive ones closed at once,
 * requests under way given `graceMs` to finish. A second signal ends the process straight away.
 */
export function closeOnSignals(
  server: http.Server,
  options: { graceMs?: number; exit?: (code: number) => void } = {},
): void {
  const { graceMs = 5000, exit = (code) => process.exit(code) } = options;
  let closing = false;
  const stop = () => {
    if (closing) return exit(1);
    closing = true;
    server.close(() => exit(0));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), graceMs).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
