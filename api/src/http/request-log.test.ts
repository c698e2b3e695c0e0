import express from 'express';
import request from 'supertest';
import { createLogger, createMemoryLogger } from '../logger';
import { createChatSessionId } from '@landman/content';
import { newSecretToken } from '../modules/booking/secret-token';
import { bookedPath } from '../modules/booking/booking-form.routes';
import { answeredRequestLog, requestLog } from './request-log';

function appLoggingTo(logger: ReturnType<typeof createMemoryLogger>) {
  const app = express();
  app.use(requestLog(logger));
  app.use(express.json());
  app.post('/api/contacts', (_req, res) => {
    res.status(201).json({ ok: true });
  });
  app.get('/broken', (_req, res) => {
    res.status(500).end();
  });
  return app;
}

const entries = (logger: ReturnType<typeof createMemoryLogger>) =>
  logger.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request log (pino-http)', () => {
  it('logs id, method, path, status and time, and nothing personal', async () => {
    const logger = createMemoryLogger();
    const response = await request(appLoggingTo(logger))
      .post('/api/contacts?email=dana.private@example.com')
      .set('Cookie', 'session=secret-cookie')
      .set('Authorization', 'Bearer secret-token')
      .send({ name: 'Dana Private', email: 'dana.private@example.com' });
    expect(response.status).toBe(201);

    const [entry] = entries(logger);
    expect(entry).toMatchObject({
      level: 'info',
      req: { id: response.headers['x-request-id'], method: 'POST', path: '/api/contacts' },
      res: { status: 201 },
      responseTime: expect.any(Number),
    });
    const line = logger.lines.join('\n');
    for (const secret of ['dana', 'Dana', 'secret-cookie', 'secret-token', 'email=']) {
      expect(line).not.toContain(secret);
    }
  });

  it("keeps a proxy's request id when it looks like one, and makes one otherwise", async () => {
    const logger = createMemoryLogger();
    const app = appLoggingTo(logger);
    const kept = await request(app).post('/api/contacts').set('X-Request-Id', 'edge-42').send({});
    expect(kept.headers['x-request-id']).toBe('edge-42');
    const replaced = await request(app)
      .post('/api/contacts')
      .set('X-Request-Id', 'not an id <script>')
      .send({});
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(entries(logger).map((entry) => (entry.req as { id: string }).id)).toEqual([
      'edge-42',
      replaced.headers['x-request-id'],
    ]);
  });

  it('logs a server error at error level', async () => {
    const logger = createMemoryLogger();
    await request(appLoggingTo(logger)).get('/broken');
    expect(entries(logger)[0]).toMatchObject({ level: 'error', res: { status: 500 } });
  });

  it('writes nothing at LOG_LEVEL=silent', async () => {
    const lines: string[] = [];
    const silent = createLogger('silent', (line) => lines.push(line));
    const app = express();
    app.use(requestLog(silent));
    app.get('/', (_req, res) => {
      res.send('ok');
    });
    await request(app).get('/');
    silent.error('not shown', new Error('nor this'));
    expect(lines).toEqual([]);
  });

  it("keeps secret links' tokens and chat session ids out of the log, in both lanes", async () => {
    const token = newSecretToken();
    const sessionId = createChatSessionId();
    const paths = [
      `/meetings/${token}`,
      bookedPath(token),
      `/api/booking/calendar/${token}.ics`,
      `/api/chat/${sessionId}`,
      `/admin/conversations/${sessionId}`,
      `/blog/unsubscribe?s=0b6e2f4c-1d3a-4e5f-9a7b-2c8d6e0f1a3b&t=${token}`,
      `/anything?token=${token}`,
    ];
    const logger = createMemoryLogger();
    const app = express();
    app.use(requestLog(logger));
    app.use((_req, res) => {
      res.status(200).send('ok');
    });
    for (const path of paths) await request(app).get(path);
    const answered = answeredRequestLog(logger);
    for (const path of paths) {
      answered({ method: 'GET', url: path } as never, 'memory-lane', 200, performance.now());
    }

    const logged = entries(logger).map((entry) => (entry.req as { path: string }).path);
    expect(logged).toHaveLength(paths.length * 2);
    expect(logged).toContain('/meetings/:secret');
    expect(logged).toContain('/api/booking/calendar/:secret.ics');
    expect(logged).toContain('/admin/conversations/:secret');
    const line = logger.lines.join('\n');
    expect(line).not.toContain(token);
    expect(line).not.toContain(sessionId);
  });
});
