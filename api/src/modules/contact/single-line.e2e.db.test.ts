import request from 'supertest';
import { type RunningServer } from '../../server';
import { startTestServer } from '../../testing/test-server';

jest.setTimeout(30_000);

const forged = 'Dana Reyes\nConversation: https://evil.example/chat';

/** A line break in a single-line field is refused on each way in, before anything is stored. */
describe('single-line contact fields over HTTP', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('REST answers 400 naming the field', async () => {
    const response = await request(server.url).post('/api/contacts').send({
      name: forged,
      email: 'dana@example.com',
      message: 'A lease offer.',
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ name: 'Name must be on one line.' });
  });

  it('GraphQL answers BAD_USER_INPUT naming the field', async () => {
    const response = await request(server.url)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({
        query: 'mutation($input: ContactInput!) { submitContact(input: $input) { id } }',
        variables: {
          input: { name: 'Dana', email: 'dana@example.com', message: 'Hi', company: 'A\r\nB' },
        },
      });
    expect(response.body.data?.submitContact).toBeUndefined();
    expect(JSON.stringify(response.body.errors)).toContain('Company must be on one line.');
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
