import { setBaseUrl } from './server-url';
import { prepareEmbeddedTemplate, startTestServer, type TestServer } from './test-server';

declare global {
  var landmanE2eServer: TestServer | undefined;
  var landmanE2eTemplate: string | undefined;
}

/** Starts the real server once for all browser test files. */
export default async function globalSetup(): Promise<void> {
  globalThis.landmanE2eTemplate = await prepareEmbeddedTemplate();
  const server = await startTestServer();
  globalThis.landmanE2eServer = server;
  setBaseUrl(server.url);
}
