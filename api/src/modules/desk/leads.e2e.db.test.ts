import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { startTestServer } from '../../testing/test-server';
import { Contact } from '../contact/contact.entity';
import { ChatAuthor } from '../chat/chat-author';
import {
  createOwner,
  deleteOwners,
  graphql,
  signIn,
  uniqueOwnerEmail,
} from '../../testing/desk-client';

jest.setTimeout(30_000);

const leadFields = `id createdAt status note read source name email phone company interest message sessionId`;
const leadsQuery = `
  query Leads($status: LeadStatus, $search: String, $first: Int, $after: String) {
    leads(status: $status, search: $search, first: $first, after: $after) {
      totalCount unreadCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { ${leadFields} } }
    }
  }`;

type LeadNode = { id: string; name: string; status: string; read: boolean; note: string | null };

/** The inbox: list, filter, search, pages, unread, opening, updating, and the CSV export. */
describe('desk leads', () => {
  let server: RunningServer;
  let cookie: string;
  const ownerEmail = uniqueOwnerEmail('leads');
  // Every lead of this file carries the marker, and every list searches for it: other files'
  // leads in the shared worker database never show up.
  const marker = `zq${randomUUID().slice(0, 8)}`;
  const chatSession = newSessionId();
  const ids: Record<string, string> = {};

  const leads = async (variables: Record<string, unknown> = {}) => {
    const result = await graphql(server, leadsQuery, { search: marker, ...variables }, cookie);
    if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
    return result.body.data?.leads as {
      totalCount: number;
      unreadCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: { cursor: string; node: LeadNode }[];
    };
  };
  const names = (page: Awaited<ReturnType<typeof leads>>) => page.edges.map((e) => e.node.name);

  beforeAll(async () => {
    server = await startTestServer();
    const { dataSource } = server.database;
    await createOwner(dataSource, ownerEmail);
    cookie = await signIn(server, ownerEmail);
    const contacts = dataSource.getRepository(Contact);
    const base = Date.now() - 60_000;
    const rows = [
      { name: `Ada ${marker}`, company: 'Prairie Royalty', status: 'new' },
      { name: `Ben ${marker}`, message: 'Title curative in Reeves County', status: 'contacted' },
      { name: `Cy ${marker}`, message: '=HYPERLINK("http://x")', status: 'spam' },
      {
        name: `Dee ${marker}`,
        status: 'new',
        source: 'chat' as const,
        sessionId: chatSession,
        email: null,
        phone: '903-555-0100',
      },
    ];
    for (const [i, row] of rows.entries()) {
      const saved = await contacts.save(
        contacts.create({
          email: `lead${i}@example.com`,
          message: 'We have a lease offer, "please" review, thanks',
          source: 'form',
          ...row,
          status: row.status as Contact['status'],
          createdAt: new Date(base + i * 1_000),
        }),
      );
      ids[row.name.split(' ')[0] as string] = saved.id;
    }
    await server.services.chatLog.append({
      sessionId: chatSession,
      message: 'Hi there',
      author: ChatAuthor.VISITOR,
    });
  });

  afterAll(async () => {
    const { dataSource } = server.database;
    await dataSource.query(`DELETE FROM contacts WHERE name LIKE $1`, [`%${marker}`]);
    await dataSource.query(`DELETE FROM chat_messages WHERE session_id = $1`, [chatSession]);
    await deleteOwners(dataSource, [ownerEmail]);
    await server.close();
  });

  it('lists leads newest first with the total and unread counts', async () => {
    const page = await leads();
    expect(names(page).map((n) => n.split(' ')[0])).toEqual(['Dee', 'Cy', 'Ben', 'Ada']);
    expect(page).toMatchObject({ totalCount: 4, unreadCount: 4, pageInfo: { hasNextPage: false } });
    const dee = page.edges[0]?.node;
    expect(dee).toMatchObject({
      source: 'CHAT',
      sessionId: chatSession,
      email: null,
      status: 'NEW',
    });
  });

  it('filters by status and searches the details', async () => {
    expect(names(await leads({ status: 'CONTACTED' }))).toEqual([`Ben ${marker}`]);
    const prairie = await graphql(server, leadsQuery, { search: 'prairie royalty' }, cookie);
    const found = (prairie.body.data?.leads as { edges: { node: LeadNode }[] }).edges.map(
      (e) => e.node.name,
    );
    expect(found).toContain(`Ada ${marker}`);
    // LIKE wildcards are searched as text, not as patterns.
    expect((await leads({ search: `${marker}%` })).totalCount).toBe(0);
  });

  it('pages with first and after, without gaps or repeats', async () => {
    const first = await leads({ first: 3 });
    expect(names(first)).toHaveLength(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await leads({ first: 3, after: first.pageInfo.endCursor });
    expect(names(second)).toEqual([`Ada ${marker}`]);
    expect(second.pageInfo).toEqual({ hasNextPage: false, endCursor: second.edges[0]?.cursor });
  });

  it('refuses a made-up cursor and an out-of-range page size as bad input', async () => {
    const badCursor = await graphql(
      server,
      leadsQuery,
      { search: marker, after: 'bm90LWEtY3Vyc29y' },
      cookie,
    );
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const tooMany = await graphql(server, leadsQuery, { search: marker, first: 1000 }, cookie);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0]?.message).toContain('first must be at most 100.');
  });

  it('opens a lead with its conversation and marks it read', async () => {
    const result = await graphql(
      server,
      `
        query L($id: ID!) {
          lead(id: $id) {
            name
            read
            conversation {
              message
              isUser
              author
            }
          }
        }
      `,
      { id: ids.Dee },
      cookie,
    );
    expect(result.body.data?.lead).toEqual({
      name: `Dee ${marker}`,
      read: true,
      conversation: [{ message: 'Hi there', isUser: true, author: 'VISITOR' }],
    });
    expect((await leads()).unreadCount).toBe(3);
    const missing = await graphql(server, `{ lead(id: "${randomUUID()}") { id } }`, {}, cookie);
    expect(missing.body.data?.lead).toBeNull();
  });

  it('updates the status and the note', async () => {
    const update = `mutation U($id: ID!, $status: LeadStatus, $note: String) {
      updateLead(id: $id, status: $status, note: $note) { id status note read } }`;
    const result = await graphql(
      server,
      update,
      { id: ids.Ada, status: 'CLOSED', note: ' Called back. ' },
      cookie,
    );
    expect(result.body.data?.updateLead).toEqual({
      id: ids.Ada,
      status: 'CLOSED',
      note: 'Called back.',
      read: true,
    });
    expect(names(await leads({ status: 'CLOSED' }))).toEqual([`Ada ${marker}`]);
    // Only the note: the status stays.
    const noteOnly = await graphql(server, update, { id: ids.Ada, note: '' }, cookie);
    expect(noteOnly.body.data?.updateLead).toMatchObject({ status: 'CLOSED', note: null });
    const unknown = await graphql(server, update, { id: randomUUID(), status: 'SPAM' }, cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('exports the filtered leads as CSV, with formulas defused', async () => {
    const response = await request(server.url)
      .get('/api/admin/leads.csv')
      .query({ search: marker })
      .set('Cookie', cookie);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Received,Status,Source,Name,E-mail,Phone,Company,Service,Location,Message,Note,Read,Suspected spam,Chat session,Id',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`Dee ${marker}`);
    expect(response.text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(response.text).toContain('"We have a lease offer, ""please"" review, thanks"');

    const spamOnly = await request(server.url)
      .get('/api/admin/leads.csv')
      .query({ search: marker, status: 'spam' })
      .set('Cookie', cookie);
    expect(spamOnly.text.trimEnd().split('\r\n')).toHaveLength(2);
    const bad = await request(server.url)
      .get('/api/admin/leads.csv')
      .query({ status: 'maybe' })
      .set('Cookie', cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Status must be one of');
  });
});
