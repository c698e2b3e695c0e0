import { randomUUID } from 'node:crypto';
import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { openTestDataSource } from '../../testing/test-data-source';
import { until } from '../../testing/mail/smtp-sink';
import { Jobs } from '../jobs';
import { retryDelayMs } from '../retry-delay';
import { mailAbout, MailQueue, sendMailJob } from './mail-queue';
import { type Mailer, type OutgoingMail } from './mailer';

const policy = { maxAttempts: 3, retryBaseMs: 1_000, retryMaxMs: 8_000 };

describe('retryDelayMs', () => {
  it('doubles per attempt up to the cap, spread over the upper half by jitter', () => {
    const low = (attempt: number) => retryDelayMs(attempt, policy, () => 0);
    const high = (attempt: number) => retryDelayMs(attempt, policy, () => 1);
    expect([1, 2, 3, 4, 5, 9].map(low)).toEqual([500, 1_000, 2_000, 4_000, 4_000, 4_000]);
    expect([1, 2, 3, 4, 5, 9].map(high)).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });
});

/** A mailer that records what it sent, and fails while `failing` is set. */
function recordingMailer() {
  const sent: OutgoingMail[] = [];
  const state = { failing: false };
  const mailer: Mailer = {
    send: async (message) => {
      if (state.failing) throw new Error('connection refused');
      sent.push(message);
    },
    close: () => undefined,
  };
  return { mailer, sent, state };
}

describe('MailQueue: each e-mail one kept job, sent by one handler', () => {
  let dataSource: DataSource;
  const started: Jobs[] = [];

  /** A runner with the mail handler; `compose` writes every e-mail of kind `note`. */
  function mailOn(retry = policy, options: ConstructorParameters<typeof Jobs>[2] = {}) {
    const jobs = new Jobs(dataSource, createMemoryLogger(), { pollIntervalMs: 100, ...options });
    started.push(jobs);
    const { mailer, sent, state } = recordingMailer();
    const mail = new MailQueue(dataSource, jobs, mailer, createMemoryLogger(), retry);
    mail.compose('note', async (queued) =>
      queued.data.gone
        ? undefined
        : {
            to: queued.to,
            subject: `Note ${String(queued.data.n)}`,
            text: 'hello',
            html: '<p>hello</p>',
            messageId: queued.messageId,
          },
    );
    return { jobs, mail, sent, state };
  }
  const rowsOfKey = (key: string) =>
    dataSource.query(
      `SELECT status, attempts, last_error, done_at, kept FROM jobs WHERE dedupe_key = $1`,
      [`mail:${key}`],
    ) as Promise<
      { status: string; attempts: number; last_error: string | null; done_at: Date | null }[]
    >;
  const note = (key: string, extra: Record<string, unknown> = {}) => ({
    kind: 'note',
    to: 'reader@example.com',
    key,
    messageId: `<${key}@example.com>`,
    data: { n: 1, ...extra },
  });

  beforeAll(async () => {
    dataSource = await openTestDataSource();
  });
  beforeEach(() => dataSource.query(`DELETE FROM jobs WHERE kind = $1`, [sendMailJob]));
  afterEach(async () => {
    await Promise.all(started.splice(0).map((jobs) => jobs.stop()));
  });
  afterAll(() => dataSource.destroy());

  it('sends a queued e-mail with the Message-ID fixed at enqueue, marks it sent at once, and never queues its key again', async () => {
    const { jobs, mail, sent } = mailOn();
    const key = `note:${randomUUID()}`;
    expect(await mail.enqueue(note(key))).toBe(1);
    // Asked twice while pending: one e-mail.
    expect(await mail.enqueue({ ...note(key), messageId: '<other@example.com>' })).toBe(0);
    jobs.start();
    await until(() => sent.length === 1, 10_000, 'the e-mail sent');
    expect(sent[0]).toMatchObject({ messageId: `<${key}@example.com>`, subject: 'Note 1' });
    await until(
      async () => (await rowsOfKey(key))[0]?.status === 'done',
      5_000,
      'the e-mail marked sent',
    );
    const [row] = await rowsOfKey(key);
    expect(row?.done_at).toBeInstanceOf(Date);
    // Sent: its key stays taken for good.
    expect(await mail.enqueue(note(key))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toHaveLength(1);
  });

  it('drops an e-mail whose composer has nothing left to say (its lead or subscriber is gone)', async () => {
    const { jobs, mail, sent } = mailOn();
    const key = `note:${randomUUID()}`;
    await mail.enqueue(note(key, { gone: true }));
    jobs.start();
    await until(async () => (await rowsOfKey(key)).length === 0, 10_000, 'the job dropped');
    expect(sent).toEqual([]);
  });

  it('retries a refused e-mail with back-off, and keeps it as failed after the last attempt', async () => {
    const quick = { maxAttempts: 2, retryBaseMs: 50, retryMaxMs: 100 };
    const { jobs, mail, sent, state } = mailOn(quick);
    state.failing = true;
    const key = `note:${randomUUID()}`;
    await mail.enqueue(note(key));
    jobs.start();
    await until(
      async () => (await rowsOfKey(key))[0]?.status === 'failed',
      10_000,
      'the e-mail given up on',
    );
    expect(await rowsOfKey(key)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 2, last_error: 'connection refused' }),
    ]);
    expect(sent).toEqual([]);
    // A failed e-mail's key stays taken too: it is not queued again by whatever asks twice.
    expect(await mail.enqueue(note(key))).toBe(0);
  });

  it('sends an e-mail again, with the same Message-ID, when its sender died holding the lease', async () => {
    const key = `note:${randomUUID()}`;
    const first = mailOn(policy, { leaseMs: 300 });
    await first.mail.enqueue(note(key));
    // A runner claims it and "dies": the claim is taken and never completed.
    const [claimed] = await first.jobs.queue.claim(1, 300, [sendMailJob]);
    expect(claimed).toBeDefined();
    const second = mailOn(policy, { leaseMs: 60_000 });
    second.jobs.start();
    await until(() => second.sent.length === 1, 10_000, 'the e-mail sent after the lease ran out');
    expect(second.sent[0]?.messageId).toBe(`<${key}@example.com>`);
    await until(
      async () => (await rowsOfKey(key))[0]?.status === 'done',
      5_000,
      'the e-mail marked sent',
    );
    expect((await rowsOfKey(key))[0]?.attempts).toBe(2);
  });

  it('cancels pending e-mails by key or key prefix, not one being sent or already sent', async () => {
    const { jobs, mail } = mailOn();
    const base = `meeting:${randomUUID()}`;
    const later = new Date(Date.now() + 3_600_000);
    await mail.enqueue([
      { ...note(`${base}:reminder:60`), runAt: later },
      { ...note(`${base}:reminder:1440`), runAt: later },
      { ...note(`${base}:booked`), runAt: later },
    ]);
    expect(await mail.pendingCount({ keyPrefixes: [`${base}:reminder:`] })).toBe(2);
    expect(await mail.cancel({ keyPrefix: `${base}:reminder:` })).toBe(2);
    expect(await mail.pendingCount({ keyPrefixes: [`${base}:reminder:`] })).toBe(0);
    // Leased (being sent): left alone.
    await dataSource.query(
      `UPDATE jobs SET run_at = now(), leased_until = now() + interval '1 minute'
       WHERE dedupe_key = $1`,
      [`mail:${base}:booked`],
    );
    expect(await mail.cancel({ key: `${base}:booked` })).toBe(0);
    expect(await rowsOfKey(`${base}:booked`)).toHaveLength(1);
    void jobs;
  });

  it("lists and forgets a person's e-mails: to their mailbox (any case, any +tag) or about them", async () => {
    const { mail } = mailOn();
    const lead = randomUUID();
    const other = randomUUID();
    const later = new Date(Date.now() + 3_600_000);
    await mail.enqueue([
      { ...note(`a:${lead}`), to: 'Pat+news@Example.com', runAt: later },
      {
        ...note(`b:${lead}`),
        kind: 'note',
        to: 'owner@example.com',
        about: [mailAbout('lead', lead)],
        runAt: later,
      },
      { ...note(`c:${other}`), to: 'someone@example.com', runAt: later },
    ]);
    const refs = { addressKey: 'pat@example.com', about: [mailAbout('lead', lead)] };
    const listed = await mail.about(refs);
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          status: 'pending',
          toThem: true,
          recipient: 'Pat+news@Example.com',
        }),
        expect.objectContaining({ status: 'pending', toThem: false, recipient: null }),
      ]),
    );
    expect(await mail.forget(refs)).toBe(2);
    expect(await mail.about(refs)).toEqual([]);
    expect(await rowsOfKey(`c:${other}`)).toHaveLength(1);
  });
});
