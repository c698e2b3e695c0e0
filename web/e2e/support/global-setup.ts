import { setBaseUrl } from './server-url';
import { startTestServer, type TestServer } from './test-server';

declare global {
  var landmanE2eServer: TestServer | undefined;
}

/** Starts the real server once for all browser test files. */
export default async function globalSetup(): Promise<void> {
  const server = await startTestServer();
  globalThis.landmanE2eServer = server;
  setBaseUrl(server.url);
}
