import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../config';

export const fixtureBlogDir = path.join(__dirname, 'fixtures', 'blog');

/** The key test servers sign contact-form tokens with, so a test can make its own. */
export const testFormSigningSecret = 'test-form-signing-secret-0123456789abcdef';

/**
 * The configuration tests run with: the worker's DATABASE_URL (set by jest-worker-database.ts),
 * an ephemeral port, quiet logs, the fixture articles, and no web build (the site router then
 * answers 503, which API tests never touch).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    BLOG_CONTENT_DIR: fixtureBlogDir,
  });
  return {
    ...base,
    webDistDir: path.join(os.tmpdir(), 'landman-no-web-build'),
    // A test is about its feature, not about a busy machine: the production waits (1 s for a
    // connection, 1.2 s a statement) answer 503 when the build or a browser runs beside the
    // tests. The tests of those limits set them (database-unavailable.db.test.ts).
    databaseConnectTimeoutMs: 10_000,
    databaseStatementTimeoutMs: 15_000,
    // Leads' e-mails go to a scratch mailbox, never the repository's data/ directory.
    mail: {
      ...base.mail,
      smtpUrl: undefined,
      mailDir: path.join(os.tmpdir(), 'landman-test-mail'),
      formSigningSecret: testFormSigningSecret,
      // Test files share their worker's database, and the ceiling counts the acknowledgements
      // queued there in the last hour: one file's leads must not use up another's. The test of
      // the ceiling sets its own.
      acknowledgementsPerHour: 1_000_000,
    },
    ...overrides,
  };
}

/** A fresh empty directory under the OS temp dir, removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `landman-${prefix}-`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
