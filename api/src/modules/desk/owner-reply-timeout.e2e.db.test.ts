import request from 'supertest';
import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { testConfig } from '../../testing/test-config';
import { openTestDataSource } from '../../testing/test-data-source';
import { startTestServer } from '../../testing/test-server';
import { takeMessageLine } from './handoff.service';
import { ownerReplyTimeoutJob } from './owner-reply-timeout';
import { createOwner, deleteOwners, uniqueOwnerEmail } from '../../testing/desk-client';

jest.setTimeout(60_000);

const ownerName = 'Ellis Whitaker';
const timeoutSeconds = 3;

/** Resolves when `check` holds, looking every 50 ms; fails after `withinMs`. */
async function within(withinMs: number, what: string, check: () => Promise<boolean>) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The owner-reply timeout is a due job: no process has to stay up for it to fire. */
describe('the owner-reply timeout across a restart', () => {
  const ownerEmail = uniqueOwnerEmail('timeout-restart');
  const config = () => {
    const base = testConfig();
    return { desk: { ...base.desk, ownerReplyTimeoutSeconds: timeoutSeconds } };
  };
  let server: RunningServer | undefined;

  afterEach(async () => {
    if (!server) return;
    await deleteOwners(server.database.dataSource, [ownerEmail]);
    await server.close();
    server = undefined;
  });

  const offersIn = async (running: RunningServer, sessionId: string) => {
    const rows: { n: number }[] = await running.database.dataSource.query(
      `SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1 AND message = $2`,
      [sessionId, takeMessageLine(ownerName)],
    );
    return rows[0]?.n ?? 0;
  };
  const pendingTimeouts = async (running: RunningServer, sessionId: string) => {
    const rows: { n: number }[] = await running.database.dataSource.query(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = $1 AND payload->>'sessionId' = $2`,
      [ownerReplyTimeoutJob, sessionId],
    );
    return rows[0]?.n ?? 0;
  };

  /** An owner in the chat, then a visitor message they leave unanswered. */
  const unansweredChat = async (running: RunningServer) => {
    const { owner } = await createOwner(running.database.dataSource, ownerEmail, {
      displayName: ownerName,
    });
    const sessionId = newSessionId();
    const hello = await request(running.url).post('/api/chat').send({ sessionId, message: 'Hi' });
    expect(hello.status).toBe(201);
    // The assistant answered "Hi" before the owner joins: a reply step still queued when the
    // owner joined would start the timeout for "Hi" instead of the message the owner leaves.
    await within(5_000, 'the assistant’s answer to "Hi"', async () => {
      const rows: { n: number }[] = await running.database.dataSource.query(
        `SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1 AND author = 'ASSISTANT'`,
        [sessionId],
      );
      return (rows[0]?.n ?? 0) > 0;
    });
    await running.services.desk.handoff.joinChat(owner, sessionId);
    const asked = await request(running.url)
      .post('/api/chat')
      .send({ sessionId, message: 'Is anyone there?' });
    expect(asked.status).toBe(201);
    // The chat answers after the request: the timeout is queued when the reply step ran.
    await within(
      5_000,
      'the timeout queued',
      async () => (await pendingTimeouts(running, sessionId)) === 1,
    );
    return { owner, sessionId };
  };

  it('fires once after a restart, when the instance that took the message is gone', async () => {
    const first = await startTestServer(config());
    server = first;
    const { sessionId } = await unansweredChat(first);
    // The instance stops before the timeout is due: an in-memory timer would be lost here.
    await first.close();
    server = undefined;
    const reopened = await openTestDataSource();
    try {
      const [row] = await reopened.query(
        `SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1 AND message = $2`,
        [sessionId, takeMessageLine(ownerName)],
      );
      expect(row.n).toBe(0);
    } finally {
      await reopened.destroy();
    }

    server = await startTestServer(config());
    const restarted = server;
    await within(15_000, 'the offer to take a message', async () => {
      return (await offersIn(restarted, sessionId)) > 0;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await offersIn(restarted, sessionId)).toBe(1);
    expect(await pendingTimeouts(restarted, sessionId)).toBe(0);
  });

  it('is cancelled by key when the owner answers', async () => {
    server = await startTestServer(config());
    const running = server;
    const { owner, sessionId } = await unansweredChat(running);
    await running.services.desk.handoff.sendOwnerMessage(owner, sessionId, 'Here, one moment.');
    expect(await pendingTimeouts(running, sessionId)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, timeoutSeconds * 1000 + 500));
    expect(await offersIn(running, sessionId)).toBe(0);
  });
});
