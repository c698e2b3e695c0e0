/**
 * The embedded test database takes one connection at a time, and the previous test file's
 * connection may still be closing when the next file connects: the socket server then drops
 * the newcomer. Retrying the whole start (which cleans up after itself) until the slot is free
 * keeps every test on its own exclusive connection.
 */
export const refusedWhileBusy =
  /Connection terminated unexpectedly|Too many connections|ECONNRESET/;

export async function withConnectRetry<T>(start: () => Promise<T>, attempts = 40): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (attempt >= attempts || !refusedWhileBusy.test(String((error as Error).message)))
        throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
