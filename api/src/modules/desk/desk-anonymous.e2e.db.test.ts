import request from 'supertest';
import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { startTestServer } from '../../testing/test-server';
import { deskCookieNames } from '../owner/desk-cookies';

const sessionCookieName = deskCookieNames(false).session;
import { deskWsClient, graphql } from '../../testing/desk-client';

jest.setTimeout(30_000);

const sessionId = newSessionId();
const leadId = '00000000-0000-4000-8000-000000000000';

/** Every owner operation of the desk contract, with valid arguments. */
const ownerOperations: [name: string, query: string][] = [
  ['leads', '{ leads { totalCount unreadCount edges { node { id } } } }'],
  ['lead', `{ lead(id: "${leadId}") { id conversation { id } } }`],
  ['deskChats', '{ deskChats { sessionId messages { id } } }'],
  ['deskChat', `{ deskChat(sessionId: "${sessionId}") { sessionId } }`],
  ['updateLead', `mutation { updateLead(id: "${leadId}", status: CLOSED, note: "x") { id } }`],
  ['updateLeads', `mutation { updateLeads(ids: ["${leadId}"], status: CLOSED) { id } }`],
  ['joinChat', `mutation { joinChat(sessionId: "${sessionId}") { sessionId } }`],
  [
    'sendOwnerMessage',
    `mutation { sendOwnerMessage(sessionId: "${sessionId}", message: "Hello") { id } }`,
  ],
  ['leaveChat', `mutation { leaveChat(sessionId: "${sessionId}") }`],
  // Teaching the assistant (modules/teaching).
  ['questionsToAnswer', '{ questionsToAnswer { id question } }'],
  ['taughtAnswers', '{ taughtAnswers(search: "lease") { id answer } }'],
  ['assistantWeek', '{ assistantWeek { chats questionsWaiting } }'],
  [
    'teachAnswer',
    'mutation { teachAnswer(input: { answer: "Yes, we do.", questions: ["Do you cover Nolan County?"] }) { id } }',
  ],
  [
    'updateTaughtAnswer',
    `mutation { updateTaughtAnswer(id: "${leadId}", input: { answer: "Yes.", questions: ["Do you cover Nolan County?"] }) { id } }`,
  ],
  ['removeTaughtAnswer', `mutation { removeTaughtAnswer(id: "${leadId}") }`],
  ['dismissQuestionGroup', 'mutation { dismissQuestionGroup(id: "0123456789abcdef") }'],
  // The blog's subscribers (modules/newsletter).
  ['blogSubscribers', '{ blogSubscribers { id email } }'],
  ['removeBlogSubscriber', `mutation { removeBlogSubscriber(id: "${leadId}") }`],
];

const deskEvents = 'subscription { deskEvents { kind sessionId } }';

/** Nothing of the desk in the answer: no data, or null for a nullable field. */
const noData = (data: Record<string, unknown> | null | undefined) =>
  Object.values(data ?? {}).every((value) => value === null);

/** Cookies that must open nothing: none, a made-up token, a malformed one. */
const anonymousCookies: [label: string, cookie: string | undefined][] = [
  ['no cookie', undefined],
  ['an unknown session token', `${sessionCookieName}=${'A'.repeat(43)}`],
  ['a malformed cookie', `${sessionCookieName}=<script>`],
];

describe('the desk refuses anonymous callers', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe.each(anonymousCookies)('over HTTP with %s', (_label, cookie) => {
    it.each(ownerOperations)('refuses %s with 401 UNAUTHENTICATED', async (_name, query) => {
      const result = await graphql(server, query, {}, cookie);
      expect(result.status).toBe(401);
      expect(noData(result.body.data)).toBe(true);
      expect(result.body.errors).toEqual([
        expect.objectContaining({
          message: 'Sign in to the desk first.',
          extensions: { code: 'UNAUTHENTICATED' },
        }),
      ]);
    });

    it('refuses the CSV export with 401 and a JSON error', async () => {
      const call = request(server.url).get('/api/admin/leads.csv');
      if (cookie) call.set('Cookie', cookie);
      const response = await call;
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: 'Sign in to the desk first.',
        code: 'UNAUTHENTICATED',
      });
    });
  });

  describe.each(anonymousCookies)('over WebSocket with %s', (_label, cookie) => {
    it.each([...ownerOperations, ['deskEvents', deskEvents]])(
      'refuses %s with UNAUTHENTICATED',
      async (_name, query) => {
        const client = deskWsClient(server, cookie);
        try {
          const result = await client.iterate({ query }).next();
          expect(noData(result.value.data as Record<string, unknown> | undefined)).toBe(true);
          expect(result.value.errors).toEqual([
            expect.objectContaining({
              message: 'Sign in to the desk first.',
              extensions: { code: 'UNAUTHENTICATED' },
            }),
          ]);
        } finally {
          await client.dispose();
        }
      },
    );
  });

  it('still answers the public questions: me is null and ownerExists is readable', async () => {
    const result = await graphql(server, '{ me { id } ownerExists }');
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ me: null, ownerExists: expect.any(Boolean) });
  });
});
