import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { buildSchema } from 'graphql';
import { answeredRequestLog, requestId, requestLog } from '../http/request-log';
import { securityHeaders, siteSecurityHeaders } from '../http/security-headers';
import { createMemoryLogger } from '../logger';
import { mountRouteTable, type RouteMount } from '../http/route-table';
import { createMemoryLane } from './memory-lane';
import { createSite } from './site.router';
import { type WebBuild, type WebEntry } from './web-build';

/** Pages large enough to be worth compressing, as the build's are. */
const homeHtml = `<!doctype html><p>home</p>${'<p>Mineral rights, title and leases.</p>'.repeat(60)}`;
const scriptJs = `export const app = ${JSON.stringify('x'.repeat(2_000))};`;
const hashedAsset = 'assets/app-Ab12Cd34.js';

/** A client build on disk with its .br/.gz twins, as web/scripts/precompress.ts writes them. */
async function writeClientBuild(clientDir: string): Promise<Set<string>> {
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  const files = new Map<string, string>([
    ['index.html', homeHtml],
    [hashedAsset, scriptJs],
    ['robots.txt', 'User-agent: *\n'],
    [`${hashedAsset}.map`, '{"version":3,"mappings":""}'],
    // A build file on a path the app routes before the site: the lane must leave it alone.
    ['healthz', 'a file, not the health check'],
  ]);
  for (const [file, text] of [...files]) {
    if (text.length < 1024) continue;
    files.set(`${file}.br`, brotliCompressSync(text).toString('latin1'));
    files.set(`${file}.gz`, gzipSync(text).toString('latin1'));
  }
  for (const [file, text] of files) {
    const encoding = /\.(br|gz)$/.test(file) ? 'latin1' : 'utf8';
    await writeFile(path.join(clientDir, file), text, encoding);
  }
  return new Set(files.keys());
}

/**
 * The site over a stand-in build, listening on 127.0.0.1, wired as server.ts wires it: the
 * memory lane in front of Express (request log, security headers, site router), unless `lane`
 * is false; with a renderer that counts.
 */
async function servingSite(options: { lane: boolean } = { lane: true }) {
  const clientDir = await mkdtemp(path.join(tmpdir(), 'site-serving-'));
  const files = await writeClientBuild(clientDir);
  const posts = new Map([['a-real-post', 'first version']]);
  const renders: string[] = [];
  let gate = Promise.resolve();
  let release: () => void = () => undefined;
  const entry: WebEntry = {
    servingMode: (pathname) =>
      pathname === '/'
        ? 'prerendered'
        : pathname.startsWith('/blog')
          ? 'server-rendered'
          : 'not-found',
    renderDocument: async (url) => {
      renders.push(url);
      // Read at the start, as a render's query would, then held.
      const body = posts.get(url.replace('/blog/', ''));
      await gate;
      return {
        html: `<p>${body ?? 'Blog Post Not Found'}</p>`,
        status: body || url === '/blog' ? 200 : 404,
        scriptHashes: [`'sha256-rendered'`],
      };
    },
    sitemapFiles: () => new Map([['sitemap.xml', '<urlset/>']]),
  };
  const build: WebBuild = {
    clientDir,
    files,
    entry,
    template: '',
    manifest: {},
    notFoundHtml: '<p>not found</p>',
    scriptHashes: new Map([['index.html', [`'sha256-home'`]]]),
  };
  const listeners: (() => void)[] = [];
  const logger = createMemoryLogger();
  const site = await createSite({
    blog: {
      sitemapPosts: async () => [],
      onChange: (listener) => {
        listeners.push(listener);
        return () => undefined;
      },
      hasPost: async (slug) => posts.has(slug),
    },
    schema: buildSchema('type Query { ok: Boolean }'),
    loadBuild: async () => build,
  });
  const app = express();
  app.use(requestLog(logger));
  app.use(securityHeaders({ production: false }));
  // What Express routes before the site, here only a health check.
  const routes: RouteMount[] = [
    { path: '/healthz', getOnly: true, handlers: [(_req, res) => void res.json({ ok: true })] },
  ];
  mountRouteTable(app, routes);
  app.use(site.router);
  const lane = createMemoryLane({
    routes,
    lookup: site.lookup,
    securityHeaders: siteSecurityHeaders({ production: false }),
    requestId,
    logAnswered: answeredRequestLog(logger),
  });
  const expressRequests: string[] = [];
  const server = http.createServer((req, res) => {
    if (options.lane && lane(req, res)) return;
    expressRequests.push(req.url ?? '');
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    clientDir,
    logger,
    expressRequests,
    posts,
    renders,
    hold: () => (gate = new Promise<void>((resolve) => (release = resolve))),
    release: () => release(),
    blogChanged: () => listeners.forEach((listener) => listener()),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(clientDir, { recursive: true, force: true });
    },
  };
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request, body as sent (never decompressed), so the encoding itself can be checked. */
function raw(
  port: number,
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(response: RawResponse): string {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.body).toString();
  if (coding === 'gzip') return gunzipSync(response.body).toString();
  return response.body.toString();
}

/** Waits (polling, at most 5 s) until `condition` holds. */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5_000) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let site: Awaited<ReturnType<typeof servingSite>>;
afterEach(() => site.close());

describe.each([
  ['the memory lane', true],
  ['Express alone', false],
])('site serving through %s', (_name, lane) => {
  beforeEach(async () => {
    site = await servingSite({ lane });
  });

  describe('site serving: encodings', () => {
    it.each([
      ['/', homeHtml],
      [`/${hashedAsset}`, scriptJs],
    ])('sends %s as brotli when the browser accepts it', async (urlPath, text) => {
      const response = await raw(site.port, urlPath, {
        'accept-encoding': 'gzip, deflate, br, zstd',
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(decoded(response)).toBe(text);
    });

    it('sends gzip to a browser without brotli, and identity to one with neither', async () => {
      const gzipped = await raw(site.port, '/', { 'accept-encoding': 'gzip, deflate' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzipped)).toBe(homeHtml);
      const plain = await raw(site.port, '/', { 'accept-encoding': 'deflate' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(homeHtml);
      const none = await raw(site.port, '/');
      expect(none.headers['content-encoding']).toBeUndefined();
    });

    it('never sends an encoding refused with q=0', async () => {
      const noBrotli = await raw(site.port, '/', { 'accept-encoding': 'br;q=0, gzip' });
      expect(noBrotli.headers['content-encoding']).toBe('gzip');
      const neither = await raw(site.port, '/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
      expect(neither.headers['content-encoding']).toBeUndefined();
      expect(neither.body.toString()).toBe(homeHtml);
    });

    it('compresses and caches server-rendered pages too', async () => {
      const response = await raw(site.port, '/blog/a-real-post', { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(decoded(response)).toBe('<p>first version</p>');
    });
  });

  describe('site serving: validators and methods', () => {
    it('answers 304 to If-None-Match with the current ETag, per encoding', async () => {
      const accept = { 'accept-encoding': 'br' };
      const first = await raw(site.port, '/', accept);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/); // strong
      const again = await raw(site.port, '/', { ...accept, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);

      // The gzip bytes are another representation: another ETag, so a full answer.
      const gzipped = await raw(site.port, '/', {
        'accept-encoding': 'gzip',
        'if-none-match': etag,
      });
      expect(gzipped.status).toBe(200);
      expect(gzipped.headers.etag).not.toBe(etag);
    });

    it('revalidates server-rendered pages with an ETag', async () => {
      const first = await raw(site.port, '/blog/a-real-post');
      const again = await raw(site.port, '/blog/a-real-post', {
        'if-none-match': String(first.headers.etag),
      });
      expect(again.status).toBe(304);
    });

    it('never serves source maps, though they stay on disk', async () => {
      const map = await raw(site.port, `/${hashedAsset}.map`);
      expect(map.status).toBe(404);
      expect(map.body.toString()).not.toContain('mappings');
      expect(existsSync(path.join(site.clientDir, `${hashedAsset}.map`))).toBe(true);
      expect((await raw(site.port, `/${hashedAsset}`)).status).toBe(200);
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      const accept = { 'accept-encoding': 'br' };
      const get = await raw(site.port, '/', accept);
      const head = await raw(site.port, '/', accept, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.headers.etag).toBe(get.headers.etag);
      expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
    });

    it('marks hashed assets immutable and HTML for revalidation', async () => {
      const asset = await raw(site.port, `/${hashedAsset}`);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
      const page = await raw(site.port, '/');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-home'`);
      const unhashed = await raw(site.port, '/robots.txt');
      expect(unhashed.headers['cache-control']).toBe('public, max-age=3600');
      expect(asset.headers['last-modified']).toBeUndefined();
      const since = String(unhashed.headers['last-modified']);
      expect(Date.parse(since)).not.toBeNaN();
      const current = await raw(site.port, '/robots.txt', { 'if-modified-since': since });
      expect(current.status).toBe(304);
    });
  });

  describe('site serving: memory', () => {
    it('reads nothing from disk per request: the build can vanish after start', async () => {
      await rm(site.clientDir, { recursive: true, force: true });
      for (const coding of ['br', 'gzip', 'identity']) {
        const page = await raw(site.port, '/', { 'accept-encoding': coding });
        expect([page.status, decoded(page)]).toEqual([200, homeHtml]);
        const asset = await raw(site.port, `/${hashedAsset}`, { 'accept-encoding': coding });
        expect([asset.status, decoded(asset)]).toEqual([200, scriptJs]);
      }
      expect((await raw(site.port, '/robots.txt')).status).toBe(200);
    });

    it('renders a post once, and again only after the blog changed', async () => {
      expect(decoded(await raw(site.port, '/blog/a-real-post'))).toBe('<p>first version</p>');
      expect(decoded(await raw(site.port, '/blog/a-real-post'))).toBe('<p>first version</p>');
      expect(site.renders).toEqual(['/blog/a-real-post']);

      site.posts.set('a-real-post', 'second version');
      site.blogChanged();
      expect(decoded(await raw(site.port, '/blog/a-real-post'))).toBe('<p>second version</p>');
      expect(site.renders).toHaveLength(2);
    });

    it('answers every unknown slug with the one not-found page, rendered once', async () => {
      for (const slug of ['no-such-post', 'no-such-post', 'another-one', 'Not%20A%20Slug']) {
        const response = await raw(site.port, `/blog/${slug}`);
        expect([response.status, decoded(response)]).toEqual([404, '<p>Blog Post Not Found</p>']);
      }
      expect(site.renders).toEqual(['/blog/_not-found']);
    });

    it('renders a post published after its slug was asked for', async () => {
      site.hold();
      const during = raw(site.port, '/blog/new-post');
      await until(() => site.renders.includes('/blog/_not-found'));
      site.posts.set('new-post', 'just published');
      site.blogChanged();
      site.release();
      expect((await during).status).toBe(404);
      const after = await raw(site.port, '/blog/new-post');
      expect([after.status, decoded(after)]).toEqual([200, '<p>just published</p>']);
    });
  });
});

/** Headers that differ between any two responses. */
const perResponse = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
const lasting = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !perResponse.has(name)));

describe('site serving: the memory lane', () => {
  beforeEach(async () => {
    site = await servingSite({ lane: true });
  });

  it.each(['/', `/${hashedAsset}`, '/robots.txt'])(
    'answers %s with exactly the headers Express gives it, without Express',
    async (urlPath) => {
      const viaLane = await raw(site.port, urlPath, { 'accept-encoding': 'br' });
      const viaExpress = await raw(site.port, `${urlPath}?via=express`, {
        'accept-encoding': 'br',
      });
      expect(site.expressRequests).toEqual([`${urlPath}?via=express`]);
      expect(lasting(viaLane.headers)).toEqual(lasting(viaExpress.headers));
      expect(viaLane.body).toEqual(viaExpress.body);
    },
  );

  it('logs the request like the request log, with the id it sent back', async () => {
    const response = await raw(site.port, '/', { 'accept-encoding': 'gzip' });
    expect(site.expressRequests).toEqual([]);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [entry] = site.logger.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entry).toMatchObject({
      level: 'info',
      req: { id, method: 'GET', path: '/' },
      res: { status: 200 },
      msg: 'request finished',
    });
  });

  it('serves a rendered page from memory once rendered, until the blog changes', async () => {
    await raw(site.port, '/blog/a-real-post');
    await raw(site.port, '/blog/a-real-post');
    expect(site.expressRequests).toEqual(['/blog/a-real-post']);
    site.blogChanged();
    await raw(site.port, '/blog/a-real-post');
    expect(site.expressRequests).toHaveLength(2);
  });

  it('hands everything else to Express: queries, other methods, unknown paths', async () => {
    await raw(site.port, '/?utm_source=mail');
    await raw(site.port, '/', {}, 'POST');
    await raw(site.port, '/no-such-page');
    await raw(site.port, '/assets/');
    // The route table's path, however it is written: Express's route answers, not the build file.
    expect(JSON.parse((await raw(site.port, '/healthz')).body.toString())).toEqual({ ok: true });
    expect(JSON.parse((await raw(site.port, '/HealthZ')).body.toString())).toEqual({ ok: true });
    expect(site.expressRequests).toEqual([
      '/?utm_source=mail',
      '/',
      '/no-such-page',
      '/assets/',
      '/healthz',
      '/HealthZ',
    ]);
  });
});
