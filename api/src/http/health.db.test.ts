import request from 'supertest';
import { type RunningServer } from '../server';
import { healthzWhenUp } from '../testing/healthz';
import { startTestServer } from '../testing/test-server';

describe('GET /healthz', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 200 {"status":"ok"} while the database answers', async () => {
    const response = await healthzWhenUp(server.url);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 once the database is gone', async () => {
    await server.database.dataSource.destroy();
    const response = await request(server.url).get('/healthz');
    expect(response.status).toBe(503);
    expect(response.body.status).not.toBe('ok');
  });
});
