import pg from 'pg';

/**
 * pg's `query_timeout` fails a query whose answer is late, but keeps the connection, with the
 * late query (or a transaction's BEGIN) still in flight on it: when the database comes back,
 * the next user of that connection could run inside a transaction nobody commits. This client
 * closes its connection instead, so the pool replaces it with a clean one.
 *
 * A connection can also die while its client is checked out between two queries (the database
 * stopped, or closeNow above). pg then emits `error` on the client, where only the pool listens,
 * and only to idle clients: unheard, that event would end the whole process. The listener here
 * keeps the server up; the client's holder gets the error on its next query, and the pool
 * discards the client when it comes back.
 */
export class CloseOnTimeoutClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === 'Query read timeout') this.closeNow();
        });
      }
      return result;
    }) as pg.Client['query'];
  }

  /** Drops the socket without the goodbye message a frozen server would never read. */
  private closeNow(): void {
    (
      this as unknown as { connection?: { stream?: { destroy(): void } } }
    ).connection?.stream?.destroy();
  }
}
