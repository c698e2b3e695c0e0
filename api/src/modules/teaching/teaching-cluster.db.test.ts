import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { describeOnCluster, testRedisPrefix, useClusterInstances } from '../../testing/cluster';
import { GraphqlChat } from '../../testing/graphql-chat';
import { createOwner, graphql, signIn, uniqueOwnerEmail } from '../../testing/desk-client';

jest.setTimeout(90_000);

const question = 'Is there a family cemetery rule when drilling near graves on my ranch?';
const answer = 'I map family graves before any lease is signed, so the setback is written into it.';

/** Resolves when `check` holds, polling; fails after `withinMs`. */
async function within(withinMs: number, check: () => boolean): Promise<number> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > withinMs) throw new Error(`Not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - start;
}

describeOnCluster(
  'a taught answer on several instances (skipped on the embedded database: needs DATABASE_URL)',
  () => {
    const cluster = useClusterInstances();
    const startInstance = (redisPrefix: string) => cluster.start(redisPrefix);

    const ask = async (server: RunningServer, message: string) => {
      const chat = await GraphqlChat.open(server, newSessionId());
      try {
        return (await chat.say(message)).message;
      } finally {
        await chat.close();
      }
    };

    it('taught on A is used by the next reply on B at once; removed on B, A stops using it', async () => {
      const prefix = testRedisPrefix();
      const a = await startInstance(prefix);
      const b = await startInstance(prefix);
      const email = uniqueOwnerEmail('teach-cluster');
      await createOwner(a.database.dataSource, email);
      const cookie = await signIn(a, email);

      const taught = await graphql(
        a,
        `
          mutation Teach($input: TeachAnswerInput!) {
            teachAnswer(input: $input) {
              id
            }
          }
        `,
        { input: { answer, questions: [question] } },
        cookie,
      );
      expect(taught.body.errors).toBeUndefined();
      const id = (taught.body.data as { teachAnswer: { id: string } }).teachAnswer.id;
      // B hears of it on the bus and reloads from the database: well within a visitor's typing.
      await within(10_000, () => b.services.teaching.knowledge.size === 1);
      expect(
        await ask(b, 'What happens with a family cemetery on ranch land when they drill?'),
      ).toBe(answer);

      const bCookie = await signIn(b, email);
      const removed = await graphql(
        b,
        `
          mutation Remove($id: ID!) {
            removeTaughtAnswer(id: $id)
          }
        `,
        { id },
        bCookie,
      );
      expect(removed.body.data).toEqual({ removeTaughtAnswer: true });
      await within(10_000, () => a.services.teaching.knowledge.size === 0);
      expect(await ask(a, question)).not.toBe(answer);
    });

    it('a restarted instance answers with what was taught before', async () => {
      const prefix = testRedisPrefix();
      const a = await startInstance(prefix);
      const email = uniqueOwnerEmail('teach-restart');
      await createOwner(a.database.dataSource, email);
      const cookie = await signIn(a, email);
      await graphql(
        a,
        `
          mutation Teach($input: TeachAnswerInput!) {
            teachAnswer(input: $input) {
              id
            }
          }
        `,
        { input: { answer, questions: [question] } },
        cookie,
      );
      await cluster.stop(a);
      const restarted = await startInstance(prefix);
      await restarted.services.teaching.loaded;
      expect(await ask(restarted, question)).toBe(answer);
    });
  },
);
