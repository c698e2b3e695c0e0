import express from 'express';
import request from 'supertest';
import { securityHeaders } from './security-headers';

function app(production: boolean) {
  const server = express();
  server.use(securityHeaders({ production }));
  server.use((_req, res) => {
    res.send('ok');
  });
  return server;
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));

describe('securityHeaders', () => {
  it('sends HSTS in production only', async () => {
    const production = await request(app(true)).get('/');
    expect(production.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    const development = await request(app(false)).get('/');
    expect(development.headers['strict-transport-security']).toBeUndefined();
  });

  it('turns off powerful browser features and sniffing, and keeps referrers to this origin', async () => {
    const response = await request(app(true)).get('/about');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(response.headers['permissions-policy']).toContain(`${feature}=()`);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives pages a policy with no inline scripts, frames only from this site', async () => {
    const policy = String(
      (await request(app(false)).get('/about')).headers['content-security-policy'],
    );
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  it.each(['/api/blog', '/healthz', '/graphql'])(
    'gives the JSON answers of %s a policy that allows nothing',
    async (path) => {
      const response = await request(app(false)).get(path).set('Accept', 'application/json');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    },
  );

  it('lets the playground page and its files run their own scripts, and nothing inline', async () => {
    const page = await request(app(false)).get('/graphql').set('Accept', 'text/html');
    const head = await request(app(false)).head('/graphql').set('Accept', 'text/html');
    const file = await request(app(false)).get('/graphql/playground/assets/index.js');
    for (const response of [page, head, file]) {
      const policy = String(response.headers['content-security-policy']);
      expect(directive(policy, 'script-src')).toBe("script-src 'self'");
      expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    }
  });
});
