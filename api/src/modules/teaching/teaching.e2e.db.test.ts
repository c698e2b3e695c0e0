import request from 'supertest';
import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { testConfig } from '../../testing/test-config';
import { startTestServer } from '../../testing/test-server';
import { GraphqlChat } from '../../testing/graphql-chat';
import {
  createOwner,
  deleteOwners,
  graphql,
  signIn,
  uniqueOwnerEmail,
} from '../../testing/desk-client';

jest.setTimeout(60_000);

const cemeteryQuestion = 'Is there a family cemetery rule when drilling near graves on my ranch?';
const cemeteryAnswer =
  'Yes. Operators keep the well pad at least 150 feet from a marked family cemetery, and I map the graves before a lease is signed so the setback is written into it.';

interface Message {
  id: string;
  isUser: boolean;
  message: string;
  rating: boolean | null;
}

const historyQuery = `query History($sessionId: String!) {
  chatMessages(sessionId: $sessionId) { id isUser message rating }
}`;
const rateMutation = `mutation Rate($sessionId: String!, $messageId: ID!, $helpful: Boolean!) {
  rateReply(sessionId: $sessionId, messageId: $messageId, helpful: $helpful) { id rating }
}`;
const teachMutation = `mutation Teach($input: TeachAnswerInput!) {
  teachAnswer(input: $input) {
    id answer href hrefLabel questions timesUsed helpfulVotes notHelpfulVotes createdAt updatedAt
  }
}`;
// The desk's own query, inside the operation cost limit (operation-limits.ts multiplies by `first`).
const questionsQuery = `{
  questionsToAnswer {
    id question wordings visitors lastAskedAt reasons
    examples { sessionId askedAt replyId messages { id isUser author message rating seq } }
  }
}`;

describe('the consultant teaches the assistant', () => {
  let server: RunningServer;
  const email = uniqueOwnerEmail('teach');
  let cookie: string;
  const taughtIds: string[] = [];

  const owner = (query: string, variables: Record<string, unknown> = {}) =>
    graphql(server, query, variables, cookie);
  const history = async (sessionId: string): Promise<Message[]> =>
    ((await graphql(server, historyQuery, { sessionId })).body.data as { chatMessages: Message[] })
      .chatMessages;
  const rate = (sessionId: string, messageId: string, helpful: boolean) =>
    graphql(server, rateMutation, { sessionId, messageId, helpful });
  /** One visitor asks one question in a session of their own; returns the session and reply. */
  const visitorAsks = async (question: string) => {
    const chat = await GraphqlChat.open(server, newSessionId());
    try {
      const reply = await chat.say(question);
      const messages = await history(chat.sessionId);
      return { sessionId: chat.sessionId, reply, replyId: messages.at(-1)!.id, messages };
    } finally {
      await chat.close();
    }
  };

  beforeAll(async () => {
    // Five votes a minute per session, so the limit is reached within the test.
    server = await startTestServer({ chat: { ...testConfig().chat, sessionMessagesPerMinute: 5 } });
    await createOwner(server.database.dataSource, email);
    cookie = await signIn(server, email);
  });
  afterAll(async () => {
    await server.database.dataSource.query(
      `DELETE FROM taught_answers WHERE id = ANY($1::uuid[])`,
      [taughtIds],
    );
    await deleteOwners(server.database.dataSource, [email]);
    await server.close();
  });

  describe('rateReply', () => {
    it("stores a changeable vote on the visitor's own reply, over GraphQL and REST", async () => {
      const { sessionId, replyId } = await visitorAsks('How long does a lease check take?');
      const first = await rate(sessionId, replyId, false);
      expect(first.body.data).toEqual({ rateReply: { id: replyId, rating: false } });
      const changed = await request(server.url)
        .post(`/api/chat/${sessionId}/messages/${replyId}/rating`)
        .send({ helpful: true });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ id: replyId, rating: true });
      expect((await history(sessionId)).at(-1)).toMatchObject({ id: replyId, rating: true });
    });

    it("refuses another session's reply, and the visitor's own message, as not found", async () => {
      const a = await visitorAsks('How long does a lease check take?');
      const otherSession = newSessionId();
      const [visitorMessage] = a.messages.filter((m) => m.isUser);
      for (const [sessionId, messageId] of [
        [otherSession, a.replyId],
        [a.sessionId, visitorMessage!.id],
        [a.sessionId, '00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const result = await rate(sessionId, messageId, false);
        expect(result.body.data).toBeNull();
        expect(result.body.errors).toEqual([
          expect.objectContaining({
            message: 'There is no assistant reply with this id in this chat session.',
            extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
          }),
        ]);
      }
      const rest = await request(server.url)
        .post(`/api/chat/${otherSession}/messages/${a.replyId}/rating`)
        .send({ helpful: false });
      expect(rest.status).toBe(404);
      expect((await history(a.sessionId)).at(-1)?.rating).toBeNull();
      const badId = await rate(a.sessionId, 'not-an-id', true);
      expect(badId.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('is rate limited like chat messages', async () => {
      const { sessionId, replyId } = await visitorAsks('How long does a lease check take?');
      const codes: unknown[] = [];
      for (let n = 0; n < 6; n += 1) {
        const result = await rate(sessionId, replyId, n % 2 === 0);
        codes.push(result.body.errors?.[0]?.extensions?.code ?? 'OK');
      }
      expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'TOO_MANY_REQUESTS']);
    });
  });

  describe('from a weak answer to a taught one', () => {
    it('groups the question, teaches an answer, and the next visitor asking in other words gets it', async () => {
      // Two visitors ask what no page answers; one votes the reply down.
      const first = await visitorAsks(cemeteryQuestion);
      const second = await visitorAsks(
        'Any rule about drilling near the graves of a family cemetery?',
      );
      expect((await rate(second.sessionId, second.replyId, false)).body.errors).toBeUndefined();

      const listed = await owner(questionsQuery);
      expect(listed.body.errors).toBeUndefined();
      expect(listed.status).toBe(200);
      const groups = (listed.body.data as { questionsToAnswer: GroupView[] }).questionsToAnswer;
      const group = groups.find((g) => g.wordings.includes(cemeteryQuestion));
      expect(group).toMatchObject({
        question: 'Any rule about drilling near the graves of a family cemetery?',
        visitors: 2,
        reasons: ['LOW_CONFIDENCE', 'NOT_HELPFUL'],
      });
      expect(group!.wordings).toHaveLength(2);
      expect(group!.examples.map((e) => e.replyId).sort()).toEqual(
        [first.replyId, second.replyId].sort(),
      );
      const example = group!.examples.find((e) => e.replyId === second.replyId)!;
      expect(example.messages.map((m) => m.isUser)).toEqual([true, false]);
      expect(example.messages[1]).toMatchObject({ id: second.replyId, rating: false });
      // The id is stable from one call to the next.
      const again = (await owner(questionsQuery)).body.data as { questionsToAnswer: GroupView[] };
      expect(again.questionsToAnswer.map((g) => g.id)).toContain(group!.id);

      // The guardrails refuse an answer and say why; nothing is stored.
      const refused = await owner(teachMutation, {
        input: {
          answer: 'You should not sign that lease until the graves are mapped.',
          questions: group!.wordings,
        },
      });
      expect(refused.body.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/never states a legal conclusion/),
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
        }),
      ]);
      const badLink = await owner(teachMutation, {
        input: { answer: 'See the page.', href: '/services/nowhere', questions: group!.wordings },
      });
      expect(badLink.body.errors?.[0]?.message).toMatch(/not a page or section of this site/);
      expect(server.services.teaching.knowledge.size).toBe(0);

      // Taught from the group: stored, used at once, and the group is dismissed.
      const taught = await owner(teachMutation, {
        input: {
          answer: cemeteryAnswer,
          href: '/services/lease-checks',
          questions: [...group!.wordings, 'Can a well go next to a grave?'],
          groupId: group!.id,
        },
      });
      expect(taught.body.errors).toBeUndefined();
      const answer = (taught.body.data as { teachAnswer: TaughtView }).teachAnswer;
      taughtIds.push(answer.id);
      expect(answer).toMatchObject({
        answer: cemeteryAnswer,
        href: '/services/lease-checks',
        hrefLabel: 'Lease Checks',
        timesUsed: 0,
        helpfulVotes: 0,
        notHelpfulVotes: 0,
      });
      const after = (await owner(questionsQuery)).body.data as { questionsToAnswer: GroupView[] };
      expect(after.questionsToAnswer.map((g) => g.id)).not.toContain(group!.id);

      const third = await visitorAsks(
        'What happens with a family cemetery on ranch land when they drill?',
      );
      expect(third.reply.message).toBe(cemeteryAnswer);
      expect(third.reply.links).toEqual([
        { label: 'Lease Checks', href: '/services/lease-checks' },
      ]);
      await rate(third.sessionId, third.replyId, true);

      const listedAnswers = await owner(
        `query List($search: String) { taughtAnswers(search: $search) { id timesUsed helpfulVotes notHelpfulVotes } }`,
        { search: 'next to a grave' },
      );
      expect(listedAnswers.body.data).toEqual({
        taughtAnswers: [{ id: answer.id, timesUsed: 1, helpfulVotes: 1, notHelpfulVotes: 0 }],
      });

      // Edited: the next reply uses the new words; removed: the assistant stops using it.
      const edited = await owner(
        `mutation Edit($id: ID!, $input: TeachAnswerInput!) {
          updateTaughtAnswer(id: $id, input: $input) { id answer href questions }
        }`,
        {
          id: answer.id,
          input: {
            answer: 'I map family graves before any lease is signed.',
            questions: [cemeteryQuestion],
          },
        },
      );
      expect(edited.body.data).toEqual({
        updateTaughtAnswer: {
          id: answer.id,
          answer: 'I map family graves before any lease is signed.',
          href: null,
          questions: [cemeteryQuestion],
        },
      });
      expect((await visitorAsks(cemeteryQuestion)).reply.message).toBe(
        'I map family graves before any lease is signed.',
      );
      const removed = await owner(`mutation Remove($id: ID!) { removeTaughtAnswer(id: $id) }`, {
        id: answer.id,
      });
      expect(removed.body.data).toEqual({ removeTaughtAnswer: true });
      expect((await visitorAsks(cemeteryQuestion)).reply.message).not.toBe(
        'I map family graves before any lease is signed.',
      );
      const missing = await owner(`mutation Remove($id: ID!) { removeTaughtAnswer(id: $id) }`, {
        id: answer.id,
      });
      expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('counts votes by client address: one client voting from many sessions is one visitor', async () => {
      const wording = 'What does a mineral appraisal for an estate include?';
      // One client (this test's address) makes up four sessions, asks and votes in each.
      for (let n = 0; n < 4; n += 1) {
        const asked = await visitorAsks(wording);
        expect((await rate(asked.sessionId, asked.replyId, false)).body.errors).toBeUndefined();
      }
      const groups = ((await owner(questionsQuery)).body.data as { questionsToAnswer: GroupView[] })
        .questionsToAnswer;
      const group = groups.find((g) => g.wordings.includes(wording));
      expect(group).toMatchObject({ visitors: 1 });
      expect(group!.reasons).toContain('NOT_HELPFUL');
      // The vote is kept by a keyed hash of the address, never the address itself.
      const stored = (await server.database.dataSource.query(
        `SELECT DISTINCT m.rated_by FROM chat_messages m
         WHERE m.rating = false AND EXISTS (
           SELECT 1 FROM chat_messages q
           WHERE q.session_id = m.session_id AND q.message = $1)`,
        [wording],
      )) as { rated_by: string }[];
      expect(stored).toEqual([{ rated_by: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    });

    it('dismissing a group sets its questions aside until a visitor asks again', async () => {
      const wording = 'Who pays to move a cattle guard for the rig?';
      const find = async () =>
        (
          (await owner(questionsQuery)).body.data as { questionsToAnswer: GroupView[] }
        ).questionsToAnswer.find((g) => g.wordings.includes(wording));
      await visitorAsks(wording);
      const group = await find();
      expect(group?.reasons).toEqual(['LOW_CONFIDENCE']);
      const dismiss = `mutation Dismiss($id: ID!) { dismissQuestionGroup(id: $id) }`;
      expect((await owner(dismiss, { id: group!.id })).body.data).toEqual({
        dismissQuestionGroup: true,
      });
      expect(await find()).toBeUndefined();
      expect((await owner(dismiss, { id: group!.id })).body.data).toEqual({
        dismissQuestionGroup: false,
      });
      await visitorAsks(wording);
      expect(await find()).toMatchObject({ id: group!.id, visitors: 1 });
    });

    it('a reply followed by a request for a person waits to be answered; a greeting does not', async () => {
      const chat = await GraphqlChat.open(server, newSessionId());
      try {
        await chat.say('hello');
        await chat.say('Can I talk to a real person?');
        await chat.say('What title work do you do for wind farms in Nolan County?');
        await chat.say('Can I talk to a real person?');
      } finally {
        await chat.close();
      }
      const groups = ((await owner(questionsQuery)).body.data as { questionsToAnswer: GroupView[] })
        .questionsToAnswer;
      const asked = groups.find((g) =>
        g.wordings.includes('What title work do you do for wind farms in Nolan County?'),
      );
      expect(asked?.reasons).toContain('ASKED_FOR_PERSON');
      expect(groups.some((g) => g.wordings.includes('hello'))).toBe(false);
      expect(groups.some((g) => g.wordings.includes('Can I talk to a real person?'))).toBe(false);
    });

    it("counts the assistant's week", async () => {
      const before = (
        await owner('{ assistantWeek { chats helpful notHelpful questionsWaiting } }')
      ).body.data as { assistantWeek: Record<string, number> };
      const { sessionId, replyId } = await visitorAsks('How long does a lease check take?');
      await rate(sessionId, replyId, false);
      const weak = await visitorAsks('Is there a family cemetery rule when drilling near graves?');
      expect(weak.reply.message).toBeTruthy();
      const week = (await owner('{ assistantWeek { chats helpful notHelpful questionsWaiting } }'))
        .body.data as { assistantWeek: Record<string, number> };
      expect(week.assistantWeek.chats).toBe(before.assistantWeek.chats! + 2);
      expect(week.assistantWeek.notHelpful).toBe(before.assistantWeek.notHelpful! + 1);
      expect(week.assistantWeek.helpful).toBe(before.assistantWeek.helpful);
      expect(week.assistantWeek.questionsWaiting).toBeGreaterThan(0);
    });
  });
});

interface GroupView {
  id: string;
  question: string;
  wordings: string[];
  visitors: number;
  reasons: string[];
  examples: { replyId: string; messages: Message[] }[];
}

interface TaughtView {
  id: string;
}
