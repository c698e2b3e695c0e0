import request from 'supertest';
import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { startTestServer } from '../../testing/test-server';

interface Row {
  id: string;
  isUser: boolean;
  message: string;
  rateable: boolean;
  needsPerson: boolean;
  links: { href: string }[] | null;
}

/**
 * ChatMessage.rateable through the whole pipeline (assistant, chat log, GraphQL): the widget
 * offers a vote under an answer from the site's pages, and not under the booking flow's
 * question back or the visitor's own lines.
 */
describe('what the widget is told: ChatMessage.rateable and chatOpeningSuggestions', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** Sends `text` and waits for the assistant's reply to it; the session's messages after. */
  async function exchange(sessionId: string, text: string): Promise<Row[]> {
    const before = (await history(sessionId)).length;
    const sent = await request(server.url).post('/api/chat').send({ sessionId, message: text });
    expect(sent.status).toBe(201);
    for (let tries = 0; tries < 100; tries++) {
      const rows = await history(sessionId);
      if (rows.length >= before + 2) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No reply to "${text}"`);
  }

  async function history(sessionId: string): Promise<Row[]> {
    const answer = await request(server.url).post('/graphql').send({
      query:
        'query H($sessionId: String!) { chatMessages(sessionId: $sessionId) { id isUser message rateable needsPerson links { href } } }',
      variables: { sessionId },
    });
    return (answer.body as { data: { chatMessages: Row[] } }).data.chatMessages;
  }

  it('is true for an answer drawn from the pages, false for a flow question and the visitor', async () => {
    const sessionId = newSessionId();
    const answered = await exchange(sessionId, 'What services do you offer?');
    const answer = answered.at(-1)!;
    expect(answer.isUser).toBe(false);
    expect(answer.links?.length).toBeGreaterThan(0);
    expect(answer.rateable).toBe(true);
    expect(answered.filter((row) => row.isUser).every((row) => !row.rateable)).toBe(true);

    const flow = await exchange(sessionId, 'Schedule a call');
    const step = flow.at(-1)!;
    expect(step.isUser).toBe(false);
    expect(step.rateable).toBe(false);
  });

  it('takes a vote under an answer and refuses one under a flow step (GraphQL and REST)', async () => {
    const sessionId = newSessionId();
    const answer = (await exchange(sessionId, 'What services do you offer?')).at(-1)!;
    const step = (await exchange(sessionId, 'Schedule a call')).at(-1)!;
    expect([answer.rateable, step.rateable]).toEqual([true, false]);
    const rate = (messageId: string) =>
      request(server.url).post('/graphql').send({
        query:
          'mutation R($sessionId: String!, $messageId: ID!) { rateReply(sessionId: $sessionId, messageId: $messageId, helpful: false) { id rating } }',
        variables: { sessionId, messageId },
      });

    const voted = await rate(answer.id);
    expect(voted.body).toEqual({ data: { rateReply: { id: answer.id, rating: false } } });

    const refused = await rate(step.id);
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Only answers can be rated/),
        extensions: expect.objectContaining({ code: 'NOT_RATEABLE' }),
      }),
    ]);
    const rest = await request(server.url)
      .post(`/api/chat/${sessionId}/messages/${step.id}/rating`)
      .send({ helpful: true });
    expect(rest.status).toBe(422);
    expect(rest.headers['content-type']).toMatch(/^application\/json/);
    expect(rest.body).toEqual({
      code: 'NOT_RATEABLE',
      error: expect.stringMatching(/^Only answers can be rated/),
    });
    // Nothing was stored on the step.
    const rows = await history(sessionId);
    expect(rows.find((row) => row.id === step.id)).toMatchObject({ rateable: false });
    const stored: { rating: boolean | null }[] = await server.database.dataSource.query(
      'SELECT rating FROM chat_messages WHERE id = $1',
      [step.id],
    );
    expect(stored).toEqual([{ rating: null }]);
  });

  it('offers three opening suggestions, each one the assistant answers without a person', async () => {
    const answer = await request(server.url)
      .post('/graphql')
      .send({ query: '{ chatOpeningSuggestions }' });
    const suggestions = (answer.body as { data: { chatOpeningSuggestions: string[] } }).data
      .chatOpeningSuggestions;
    expect(suggestions).toHaveLength(3);
    expect(new Set(suggestions).size).toBe(3);
    for (const suggestion of suggestions) {
      const reply = (await exchange(newSessionId(), suggestion)).at(-1)!;
      expect(reply.isUser).toBe(false);
      expect(reply.needsPerson).toBe(false);
    }
  });
});
