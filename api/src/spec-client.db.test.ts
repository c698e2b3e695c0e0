import { randomInt } from 'node:crypto';
import { type RunningServer } from './server';
import { startTestServer } from './testing/test-server';

/**
 * Conformance with the spec's own client (shared/spec.md, sections 4 and 7), written from the
 * spec alone: its session id (the word session, a timestamp, a random string), its payloads,
 * its error handling (the `error` field of the JSON body, else "HTTP error! status: N") and its
 * chat loop (send, then refetch the history). Our own clients spell things our way; this test
 * keeps the API open to the client the spec describes, over REST and over GraphQL.
 */

const base36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/** The spec's session id: `session` + Date.now() + 26 random base-36 characters (~134 bits). */
function specSessionId(): string {
  const random = Array.from({ length: 26 }, () => base36[randomInt(base36.length)]).join('');
  return `session${Date.now()}${random}`;
}

/** The spec's greeting, sent as a visitor message when the panel opens on an empty history. */
const specGreeting =
  "Hi! I'm here to help with your land services questions. I can answer questions about our " +
  'services, help schedule consultations, or discuss your project needs. What can I help you ' +
  'with today?';

/** The spec's generic request: JSON content type on every call, its error rule on failure. */
async function specRequest<T>(baseUrl: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json' },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    throw new Error(
      typeof body.error === 'string' ? body.error : `HTTP error! status: ${response.status}`,
    );
  }
  return (await response.json()) as T;
}

interface SpecChatMessage {
  id: unknown;
  message: string;
  isUser: boolean;
}

/** Refetches the history (as the open panel does) until `done` holds, a bounded number of times. */
async function refetchUntil(
  fetchHistory: () => Promise<SpecChatMessage[]>,
  done: (history: SpecChatMessage[]) => boolean,
): Promise<SpecChatMessage[]> {
  let history = await fetchHistory();
  for (let attempt = 0; attempt < 100 && !done(history); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    history = await fetchHistory();
  }
  return history;
}

describe("the spec's client (sections 4 and 7)", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe('over REST', () => {
    const chatHistory = (sessionId: string) => () =>
      specRequest<SpecChatMessage[]>(server.url, `/api/chat/${sessionId}`);

    it('opens a chat with its own session id: empty history, greeting, refetch, reply', async () => {
      const sessionId = specSessionId();
      expect(await chatHistory(sessionId)()).toEqual([]);

      await specRequest(server.url, '/api/chat', {
        method: 'POST',
        body: JSON.stringify({ sessionId, message: specGreeting, isUser: true }),
      });
      // On success the history is refetched: the message is there, with the spec's fields.
      const afterSend = await chatHistory(sessionId)();
      expect(afterSend[0]).toMatchObject({ message: specGreeting, isUser: true });
      expect(afterSend[0]?.id).toBeDefined();

      const withReply = await refetchUntil(chatHistory(sessionId), (history) =>
        history.some((message) => !message.isUser),
      );
      expect(withReply.find((message) => !message.isUser)?.message.trim()).not.toBe('');
    });

    it('sends a typed message, trimmed, and sees it in the refetched history', async () => {
      const sessionId = specSessionId();
      const typed = '  Can you check a lease offer in Smith County?  ';
      await specRequest(server.url, '/api/chat', {
        method: 'POST',
        body: JSON.stringify({ sessionId, message: typed.trim(), isUser: true }),
      });
      const history = await chatHistory(sessionId)();
      expect(history.map((message) => message.message)).toContain(typed.trim());
    });

    it('reads the error field of a refused request', async () => {
      await expect(
        specRequest(server.url, '/api/chat', {
          method: 'POST',
          body: JSON.stringify({ sessionId: specSessionId(), message: '   ', isUser: true }),
        }),
      ).rejects.toThrow(/message/i);
      await expect(specRequest(server.url, '/api/blog/no-such-article')).rejects.toThrow(
        'Blog post not found',
      );
      await expect(
        specRequest(server.url, '/api/contacts', {
          method: 'POST',
          body: JSON.stringify({ name: '', email: '', message: '' }),
        }),
      ).rejects.toThrow(/name/i);
    });

    it('reads the blog list and one post with the spec fields', async () => {
      const posts = await specRequest<Record<string, unknown>[]>(server.url, '/api/blog');
      expect(posts.length).toBeGreaterThan(0);
      for (const field of ['id', 'slug', 'title', 'excerpt', 'category', 'publishedAt', 'content'])
        expect(posts[0]).toHaveProperty(field);
      const post = await specRequest<Record<string, unknown>>(
        server.url,
        `/api/blog/${String(posts[0]?.slug)}`,
      );
      expect(post).toMatchObject({ slug: posts[0]?.slug, title: posts[0]?.title });
    });

    it('submits the contact form as the spec starts it (optional fields empty strings)', async () => {
      const stored = await specRequest<Record<string, unknown>>(server.url, '/api/contacts', {
        method: 'POST',
        body: JSON.stringify({
          name: 'Morgan Hale',
          email: 'morgan.hale@example.com',
          phone: '',
          company: '',
          message: 'Please look over a pipeline easement offer on our place near Tyler.',
          service: '',
          location: '',
        }),
      });
      expect(stored).toMatchObject({ name: 'Morgan Hale', email: 'morgan.hale@example.com' });
    });
  });

  describe('over GraphQL', () => {
    /** GraphQL answers bad input with HTTP 400 and the reason in `errors`, read here. */
    async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(body.errors[0]?.message);
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      return body.data as T;
    }

    const history = (sessionId: string) => () =>
      graphql<{ chatMessages: SpecChatMessage[] }>(
        'query History($sessionId: String!) { chatMessages(sessionId: $sessionId) { id message isUser } }',
        { sessionId },
      ).then((data) => data.chatMessages);

    it('sends with the spec session id and refetches the history', async () => {
      const sessionId = specSessionId();
      const sent = await graphql<{ sendChatMessage: SpecChatMessage }>(
        'mutation Send($input: ChatMessageInput!) { sendChatMessage(input: $input) { id message isUser } }',
        { input: { sessionId, message: specGreeting } },
      );
      expect(sent.sendChatMessage).toMatchObject({ message: specGreeting, isUser: true });
      const withReply = await refetchUntil(history(sessionId), (messages) =>
        messages.some((message) => !message.isUser),
      );
      expect(withReply[0]).toMatchObject({ id: sent.sendChatMessage.id, isUser: true });
      expect(withReply.some((message) => !message.isUser)).toBe(true);
    });

    it('refuses a guessable session id with a message that says why', async () => {
      await expect(history(`session${Date.now()}abc123`)()).rejects.toThrow(/128 random bits/);
    });
  });
});
