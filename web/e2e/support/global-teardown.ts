import { removeEmbeddedTemplate, stopTestServer } from './test-server';

export default async function globalTeardown(): Promise<void> {
  const server = globalThis.landmanE2eServer;
  globalThis.landmanE2eServer = undefined;
  if (server) await stopTestServer(server);
  await removeEmbeddedTemplate(globalThis.landmanE2eTemplate);
  await removeEmbeddedTemplate(globalThis.landmanE2eOwnerTemplate);
}
