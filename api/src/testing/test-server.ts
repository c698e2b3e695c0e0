import { type Config } from '../config';
import { createLogger } from '../logger';
import { type RunningServer, startServer } from '../server';
import { withConnectRetry } from './connect-retry';
import { testConfig } from './test-config';

/** The real server (database, services, schema, HTTP, WebSocket) on an ephemeral port. */
export function startTestServer(overrides: Partial<Config> = {}): Promise<RunningServer> {
  const config = testConfig(overrides);
  return withConnectRetry(() => startServer(config, createLogger(config.logLevel)));
}
