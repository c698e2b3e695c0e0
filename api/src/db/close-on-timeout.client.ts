import pg from 'pg';

/**
 * pg's `query_timeout` fails a query whose answer is late, but keeps the connection, with the
 * late query (or a transaction's BEGIN) still in flight on it: when the database comes back,
 * the next user of that connection could run inside a transaction nobody commits. This client
 * closes its connection instead, so the pool replaces it with a clean one.
 */
export class CloseOnTimeoutClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
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
