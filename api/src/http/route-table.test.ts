import express from 'express';
import request from 'supertest';
import { answeredByRoutes, mountRouteTable, type RouteMount } from './route-table';

const table: RouteMount[] = [
  { path: '/healthz', getOnly: true, handlers: [(_req, res) => void res.send('health')] },
  { path: '/api', handlers: [(req, res) => void res.send(`api ${req.path}`)] },
];

describe('route table', () => {
  it('mounts each path as Express routes it: a prefix, or GET of one path', async () => {
    const app = express();
    mountRouteTable(app, table);
    app.use((_req, res) => void res.status(404).send('site'));
    expect((await request(app).get('/api/blog/x')).text).toBe('api /blog/x');
    expect((await request(app).post('/API')).text).toBe('api /');
    expect((await request(app).get('/healthz')).text).toBe('health');
    expect((await request(app).post('/healthz')).text).toBe('site');
    expect((await request(app).get('/apiary')).text).toBe('site');
  });

  it('tells the memory lane which paths are Express’s, matched the same way', () => {
    const routed = answeredByRoutes(table);
    expect(
      ['/api', '/api/', '/api/blog', '/API/Blog', '/healthz', '/HEALTHZ/'].filter(routed),
    ).toHaveLength(6);
    expect(['/', '/apiary', '/blog/api', '/healthzz', '/graphql'].filter(routed)).toEqual([]);
  });
});
