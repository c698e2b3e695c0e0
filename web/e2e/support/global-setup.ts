import { prepareOwnerTemplate } from './desk-server';
import { setBaseUrl } from './server-url';
import { prepareEmbeddedTemplate, startTestServer, type TestServer } from './test-server';

declare global {
  var landmanE2eServer: TestServer | undefined;
  var landmanE2eTemplate: string | undefined;
  var landmanE2eOwnerTemplate: string | undefined;
}

/**
 * Starts the real server once for all browser test files, and beside it makes the embedded
 * database the desk files' servers start from (the owner added).
 */
export default async function globalSetup(): Promise<void> {
  globalThis.landmanE2eTemplate = await prepareEmbeddedTemplate();
  const [server, ownerTemplate] = await Promise.all([startTestServer(), prepareOwnerTemplate()]);
  globalThis.landmanE2eServer = server;
  globalThis.landmanE2eOwnerTemplate = ownerTemplate;
  setBaseUrl(server.url);
}
