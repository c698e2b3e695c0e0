import express from 'express';
import request from 'supertest';
import { corsFor } from './cors';

describe('corsFor', () => {
  const app = express();
  app.use(corsFor(['http://localhost:5173']));
  app.get('/api/blog', (_req, res) => {
    res.set({ 'X-Total-Count': '3', Link: '</api/blog?cursor=x>; rel="next"' }).json([]);
  });

  it('lets a listed origin read the paging headers', async () => {
    const response = await request(app).get('/api/blog').set('Origin', 'http://localhost:5173');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(response.headers['access-control-expose-headers']).toBe('X-Total-Count, Link');
  });

  it('says nothing to other origins', async () => {
    const response = await request(app).get('/api/blog').set('Origin', 'https://elsewhere.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-expose-headers']).toBeUndefined();
  });
});
