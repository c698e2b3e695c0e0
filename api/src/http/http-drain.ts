import { type Server, type ServerResponse } from 'node:http';

export interface HttpDrain {
  /**
   * Stops accepting connections, closes idle keep-alive sockets, and answers every request
   * still running with `Connection: close`. Resolves when the last one has been answered, or
   * after `graceMs`, when the remaining sockets are destroyed.
   */
  close(graceMs: number): Promise<void>;
}

/**
 * A graceful stop that never cuts a request short: a socket closes only once its response has
 * gone out, so a client never sees a failure for work the server did (a stored contact).
 */
export function trackHttpRequests(server: Server): HttpDrain {
  const running = new Set<ServerResponse>();
  let closing = false;

  // Before the app's own listener, so the header is set before any handler can answer.
  server.prependListener('request', (_request, response: ServerResponse) => {
    running.add(response);
    if (closing && !response.headersSent) response.setHeader('Connection', 'close');
    response.once('close', () => {
      running.delete(response);
      // A response whose headers went out before the stop kept its socket alive: close it now.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });

  return {
    close(graceMs) {
      closing = true;
      for (const response of running) {
        if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      return new Promise<void>((resolve) => {
        const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close(() => {
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}
