import { randomUUID } from 'node:crypto';
import { type RunningServer } from '../../server';
import { startTestServer } from '../../testing/test-server';
import { Contact } from '../contact/contact.entity';
import { bulkLeadLimit } from './desk.input';
import {
  createOwner,
  deleteOwners,
  graphql,
  signIn,
  uniqueOwnerEmail,
} from '../../testing/desk-client';

jest.setTimeout(30_000);

const updateLeads = `mutation B($ids: [ID!]!, $status: LeadStatus!) {
  updateLeads(ids: $ids, status: $status) { id status read name } }`;
const leadsQuery = `query L($search: String) {
  leads(search: $search, first: 20) { unreadCount edges { node { id status read } } } }`;

type Row = { id: string; status: string; read: boolean };

/** The desk's bulk status change: several leads, one status, all or none, bounded. */
describe('desk bulk status change (updateLeads)', () => {
  let server: RunningServer;
  let cookie: string;
  const ownerEmail = uniqueOwnerEmail('bulk');
  const marker = `zb${randomUUID().slice(0, 8)}`;
  const ids: string[] = [];

  const listed = async (): Promise<Map<string, Row>> => {
    const result = await graphql(server, leadsQuery, { search: marker }, cookie);
    const edges = (result.body.data?.leads as { edges: { node: Row }[] }).edges;
    return new Map(edges.map(({ node }) => [node.id, node]));
  };

  beforeAll(async () => {
    server = await startTestServer();
    const { dataSource } = server.database;
    await createOwner(dataSource, ownerEmail);
    cookie = await signIn(server, ownerEmail);
    const contacts = dataSource.getRepository(Contact);
    for (const name of ['Ada', 'Ben', 'Cy', 'Dee']) {
      const saved = await contacts.save(
        contacts.create({
          name: `${name} ${marker}`,
          email: `${name.toLowerCase()}.${marker}@example.com`,
          message: 'A lease offer came in.',
          source: 'form',
          status: 'new',
        }),
      );
      ids.push(saved.id);
    }
  });

  afterAll(async () => {
    const { dataSource } = server.database;
    await dataSource.query(`DELETE FROM contacts WHERE name LIKE $1`, [`%${marker}`]);
    await deleteOwners(dataSource, [ownerEmail]);
    await server.close();
  });

  it('sets one status on several leads, marks them read, and leaves the others alone', async () => {
    const [ada, ben, cy, dee] = ids;
    const result = await graphql(
      server,
      updateLeads,
      { ids: [cy, ada, cy], status: 'CONTACTED' },
      cookie,
    );
    expect(result.body.errors).toBeUndefined();
    // In the order asked, each once.
    expect(result.body.data?.updateLeads).toEqual([
      { id: cy, status: 'CONTACTED', read: true, name: `Cy ${marker}` },
      { id: ada, status: 'CONTACTED', read: true, name: `Ada ${marker}` },
    ]);
    const rows = await listed();
    expect(rows.get(ada as string)).toMatchObject({ status: 'CONTACTED', read: true });
    expect(rows.get(cy as string)).toMatchObject({ status: 'CONTACTED', read: true });
    expect(rows.get(ben as string)).toMatchObject({ status: 'NEW', read: false });
    expect(rows.get(dee as string)).toMatchObject({ status: 'NEW', read: false });

    const spam = await graphql(server, updateLeads, { ids: [ben, dee], status: 'SPAM' }, cookie);
    expect(spam.body.data?.updateLeads).toHaveLength(2);
    expect((await listed()).get(dee as string)).toMatchObject({ status: 'SPAM', read: true });
  });

  it('changes nothing when one id names no lead (404 NOT_FOUND)', async () => {
    const [ada] = ids;
    const before = (await listed()).get(ada as string);
    for (const stranger of [randomUUID(), 'not-a-uuid']) {
      const result = await graphql(
        server,
        updateLeads,
        { ids: [ada, stranger], status: 'CLOSED' },
        cookie,
      );
      expect(result.status).toBe(404);
      expect(result.body.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    }
    expect((await listed()).get(ada as string)).toEqual(before);
  });

  it(`refuses an empty list and more than ${bulkLeadLimit} ids as bad input`, async () => {
    const empty = await graphql(server, updateLeads, { ids: [], status: 'CLOSED' }, cookie);
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.[0]?.message).toContain('Choose at least one lead.');
    const many = Array.from({ length: bulkLeadLimit + 1 }, () => randomUUID());
    const tooMany = await graphql(server, updateLeads, { ids: many, status: 'CLOSED' }, cookie);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooMany.body.errors?.[0]?.message).toContain(`At most ${bulkLeadLimit} leads at once.`);
  });

  it('refuses a caller who is not signed in, changing nothing', async () => {
    const [ben] = ids;
    const before = (await listed()).get(ben as string);
    const result = await graphql(server, updateLeads, { ids: [ben], status: 'NEW' });
    expect(result.status).toBe(401);
    expect(result.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect((await listed()).get(ben as string)).toEqual(before);
  });
});
