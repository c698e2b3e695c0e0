import type { RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { startTestServer } from '../../testing/test-server';
import { GraphqlChat } from '../../testing/graphql-chat';

/**
 * A reopened chat shows each answer with its sources: the links a reply carried live are stored
 * with the message and come back from GraphQL history and the REST adapter.
 */
describe('links stored with the assistant reply', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('returns the same links from the database, chatMessages and GET /api/chat/:sessionId', async () => {
    const sessionId = newSessionId();
    const chat = await GraphqlChat.open(server, sessionId);
    let live: { label: string; href: string }[];
    try {
      live = (await chat.say('How long does a lease check take?')).links;
    } finally {
      await chat.close();
    }
    expect(live.length).toBeGreaterThan(0);

    const rows: { is_user: boolean; links: unknown }[] = await server.database.dataSource.query(
      'SELECT is_user, links FROM chat_messages WHERE session_id = $1 ORDER BY created_at',
      [sessionId],
    );
    expect(rows.find((r) => !r.is_user)?.links).toEqual(live);
    expect(rows.find((r) => r.is_user)?.links).toBeNull();

    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query H($s: String!) { chatMessages(sessionId: $s) { isUser links { label href } } }',
        variables: { s: sessionId },
      }),
    });
    const history = (
      (await res.json()) as {
        data: { chatMessages: { isUser: boolean; links: unknown }[] };
      }
    ).data.chatMessages;
    expect(history.find((m) => !m.isUser)?.links).toEqual(live);

    const rest = (await (await fetch(`${server.url}/api/chat/${sessionId}`)).json()) as {
      isUser: boolean;
      links: unknown;
    }[];
    expect(rest.find((m) => !m.isUser)?.links).toEqual(live);
  });
});
