import { randomUUID } from 'node:crypto';
import { type Config } from '../../config';
import { createLogger, type Logger } from '../../logger';
import { type RunningServer, startServer } from '../../server';
import { withConnectRetry } from '../connect-retry';
import { testConfig, testFormSigningSecret } from '../test-config';
import { FormTokens } from '../../modules/contact/spam/form-token';
import { type SmtpSink } from './smtp-sink';
import { mailJobsView } from './mail-jobs-view';

/** A test server mailing the sink, retrying fast so outages end within a test's bounds. */
export function startMailTestServer(
  smtp: SmtpSink | undefined,
  mail: Partial<Config['mail']> = {},
  logger?: Logger,
  overrides: Partial<Config> = {},
): Promise<RunningServer> {
  const base = testConfig();
  const config = testConfig({
    ...overrides,
    mail: {
      ...base.mail,
      smtpUrl: smtp?.url,
      pollIntervalMs: 100,
      retryBaseMs: 20,
      retryMaxMs: 200,
      formMinFillSeconds: 3,
      ...mail,
    },
  });
  return withConnectRetry(() => startServer(config, logger ?? createLogger(config.logLevel)));
}

/** An address no other test uses, so per-address rules never interfere. */
export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A token as the form would hold after being open for `ageMs`. */
export const formTokenAged = (ageMs: number) =>
  new FormTokens(testFormSigningSecret, () => Date.now() - ageMs).issue();

export async function postJson(
  server: RunningServer,
  path: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** The contact's row, as the consultant's tools will read it. */
export async function storedLead(server: RunningServer, where: string, value: string) {
  const [row] = await server.database.dataSource.query(
    `SELECT id, channel, suspicious, spam_score, spam_reasons FROM contacts WHERE ${where} = $1`,
    [value],
  );
  return row as
    | { id: string; channel: string; suspicious: boolean; spam_score: number; spam_reasons: string }
    | undefined;
}

export async function mailJobs(server: RunningServer, contactId: string) {
  return (await server.database.dataSource.query(
    `SELECT recipient_kind, status, attempts, last_error FROM ${mailJobsView} WHERE contact_id = $1 ORDER BY recipient_kind`,
    [contactId],
  )) as { recipient_kind: string; status: string; attempts: number; last_error: string | null }[];
}
