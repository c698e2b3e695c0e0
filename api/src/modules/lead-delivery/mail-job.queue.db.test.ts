import { randomUUID } from 'node:crypto';
import { type DataSource } from 'typeorm';
import { openTestDataSource } from '../../testing/test-data-source';
import { MailJobQueue, retryDelayMs } from './mail-job.queue';
import { until } from './testing/smtp-sink';

const policy = { maxAttempts: 3, retryBaseMs: 1_000, retryMaxMs: 8_000 };

describe('retryDelayMs', () => {
  it('doubles per attempt up to the cap, spread over the upper half by jitter', () => {
    const low = (attempt: number) => retryDelayMs(attempt, policy, () => 0);
    const high = (attempt: number) => retryDelayMs(attempt, policy, () => 1);
    expect([1, 2, 3, 4, 5, 9].map(low)).toEqual([500, 1_000, 2_000, 4_000, 4_000, 4_000]);
    expect([1, 2, 3, 4, 5, 9].map(high)).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });
});

describe('MailJobQueue', () => {
  let dataSource: DataSource;
  let queue: MailJobQueue;

  beforeAll(async () => {
    dataSource = await openTestDataSource();
    queue = new MailJobQueue(dataSource, policy);
  });
  afterAll(() => dataSource.destroy());
  beforeEach(() => dataSource.query('DELETE FROM mail_jobs'));

  /** A contact with one queued consultant e-mail. */
  async function queued(): Promise<string> {
    const [contact] = await dataSource.query(
      `INSERT INTO contacts (name, email, message) VALUES ('A', 'a@example.com', 'm') RETURNING id`,
    );
    await dataSource.transaction((manager) =>
      queue.enqueue(manager, {
        contactId: contact.id,
        recipientKind: 'consultant',
        recipient: 'owner@example.com',
        messageId: `<lead-${contact.id}-consultant@example.com>`,
      }),
    );
    return contact.id as string;
  }

  it('queues one job per lead and recipient kind, whatever asks twice (idempotency key)', async () => {
    const contactId = await queued();
    await dataSource.transaction((manager) =>
      queue.enqueue(manager, {
        contactId,
        recipientKind: 'consultant',
        recipient: 'owner@example.com',
        messageId: `<other-${randomUUID()}@example.com>`,
      }),
    );
    const rows = await dataSource.query('SELECT message_id FROM mail_jobs WHERE contact_id = $1', [
      contactId,
    ]);
    expect(rows).toEqual([{ message_id: `<lead-${contactId}-consultant@example.com>` }]);
  });

  it('never hands a leased job to a second claim; a crashed claim is retried once its lease ends', async () => {
    const contactId = await queued();
    // A worker claims it with a short lease, then "crashes": it never completes or fails it.
    const [first] = await queue.claim(10, 200);
    expect(first).toMatchObject({ contactId, attempts: 1 });
    expect(await queue.claim(10, 60_000)).toEqual([]);

    // After the lease, the next worker (a restarted process) takes it, counting the attempt.
    let again: Awaited<ReturnType<MailJobQueue['claim']>> = [];
    await until(
      async () => (again = await queue.claim(10, 60_000)).length > 0,
      10_000,
      'the lease to run out',
    );
    expect(again).toEqual([expect.objectContaining({ id: first!.id, attempts: 2 })]);
    await queue.complete([first!.id]);
    expect(await queue.claim(10, 60_000)).toEqual([]);
    const [row] = await dataSource.query('SELECT status, sent_at FROM mail_jobs WHERE id = $1', [
      first!.id,
    ]);
    expect(row.status).toBe('sent');
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('backs a failed job off, and marks it failed (kept) after the last attempt', async () => {
    await queued();
    const [job] = await queue.claim(10, 60_000);
    const outcome = await queue.fail(job!, 'connection refused');
    expect(outcome).toMatchObject({ state: 'retry' });
    // Not due again yet: its next attempt is in the future.
    expect(await queue.claim(10, 60_000)).toEqual([]);

    await queue.fail({ ...job!, attempts: policy.maxAttempts }, 'still refused');
    const [row] = await dataSource.query('SELECT status, last_error FROM mail_jobs WHERE id = $1', [
      job!.id,
    ]);
    expect(row).toEqual({ status: 'failed', last_error: 'still refused' });
  });
});
