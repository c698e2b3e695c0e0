import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { buildSchema } from 'graphql';
import request from 'supertest';
import { securityHeaders } from '../http/security-headers';
import { createSiteRouter, type SiteRouterDeps } from './site.router';
import { type WebBuild, type WebEntry } from './web-build';

/**
 * The site router over a stand-in web build: real files for the prerendered pages, and a
 * renderer that counts how many renders run at once and holds them until the test lets go.
 */
async function standInSite(options: Partial<SiteRouterDeps> = {}) {
  const clientDir = await mkdtemp(path.join(tmpdir(), 'site-router-'));
  await mkdir(path.join(clientDir, 'about'));
  await writeFile(path.join(clientDir, 'index.html'), '<p>home</p>');
  await writeFile(path.join(clientDir, 'about', 'index.html'), '<p>about</p>');
  await writeFile(path.join(clientDir, 'admin.html'), '<p>desk</p>');

  const existingPosts = new Set(['a-real-post']);
  const stats = {
    arrived: 0,
    running: 0,
    mostAtOnce: 0,
    renders: [] as string[],
    sitemapBuilds: 0,
  };
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const hold = () => (gate = new Promise<void>((resolve) => (release = resolve)));

  const entry: WebEntry = {
    servingMode: (pathname) =>
      pathname === '/' || pathname === '/about'
        ? 'prerendered'
        : pathname.startsWith('/blog')
          ? 'server-rendered'
          : 'not-found',
    renderDocument: async (url) => {
      stats.renders.push(url);
      stats.running += 1;
      stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.running);
      await gate;
      stats.running -= 1;
      const found = url === '/blog' || existingPosts.has(url.replace('/blog/', ''));
      return {
        html: `<p>${url}</p><script>boot()</script>`,
        status: found ? 200 : 404,
        scriptHashes: [`'sha256-rendered'`],
      };
    },
    // One URL per post and one file per `limits.maxUrls` of them, as the real one splits.
    sitemapFiles: (posts, limits) => {
      stats.sitemapBuilds += 1;
      const perFile = limits?.maxUrls ?? 50_000;
      if (posts.length <= perFile) return new Map([['sitemap.xml', `<urlset>${posts.length}`]]);
      const files = Math.ceil(posts.length / perFile);
      const children = Array.from({ length: files }, (_, index): [string, string] => [
        `sitemap-${index + 1}.xml`,
        `<urlset>child ${index + 1}`,
      ]);
      return new Map([['sitemap.xml', `<sitemapindex>${files}`], ...children]);
    },
  };
  const build: WebBuild = {
    clientDir,
    files: new Set(['index.html', 'about/index.html', 'admin.html']),
    entry,
    template: '',
    manifest: {},
    notFoundHtml: '<p>not found</p>',
    scriptHashes: new Map([
      ['index.html', [`'sha256-home'`]],
      ['about/index.html', [`'sha256-about'`]],
      ['404.html', [`'sha256-not-found'`]],
    ]),
  };

  const listeners: (() => void)[] = [];
  const app = express();
  app.use(securityHeaders({ production: false }));
  app.use((_req, _res, next) => {
    stats.arrived += 1;
    next();
  });
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(
    await createSiteRouter({
      blog: {
        sitemapPosts: async () =>
          Array.from({ length: 5 }, (_, index) => ({
            slug: `post-${index}`,
            publishedAt: new Date(Date.UTC(2024, 0, index + 1)),
          })),
        onChange: (listener) => {
          listeners.push(listener);
          return () => undefined;
        },
        hasPost: async (slug) => existingPosts.has(slug),
      },
      schema: buildSchema('type Query { ok: Boolean }'),
      loadBuild: async () => build,
      renderLimits: { maxRunning: 2, maxWaiting: 30 },
      ...options,
    }),
  );
  const blogChanged = () => listeners.forEach((listener) => listener());
  const cleanup = () => rm(clientDir, { recursive: true, force: true });
  return { app, stats, hold, release: () => release(), blogChanged, existingPosts, cleanup };
}

/** Waits (polling, at most 5 s) until `condition` holds. */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5_000) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let site: Awaited<ReturnType<typeof standInSite>>;
afterEach(() => site.cleanup());

/** A Location that stays on this site: `/`, or `/` then neither a slash nor a backslash. */
const sameSiteLocation = /^\/(?:$|[^/\\])/;

describe('site router: redirects', () => {
  const hostilePaths = [
    '//evil.example/',
    '//a//attacker.example/',
    '/\\evil.example/',
    '/\\\\evil/',
    '///evil/',
    '////evil.example//',
    '/%2F%2Fevil.example/',
    '/%2f%5cevil.example/',
    '/%5C%5Cevil.example/',
    '/\\/evil.example/',
    '/./\\evil.example/',
    '/..//evil.example/',
    '/about//',
    '/blog/?category=x',
  ];

  it.each(hostilePaths)('redirects %j only to a path of this site', async (hostile) => {
    site = await standInSite();
    const response = await request(site.app).get(hostile);
    if (response.status >= 300 && response.status < 400) {
      expect(response.headers.location).toMatch(sameSiteLocation);
    }
    expect(response.status).toBeLessThan(500);
  });

  it('still removes a trailing slash, keeping the query', async () => {
    site = await standInSite();
    const response = await request(site.app).get('/about/?ref=mail');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/about?ref=mail');
  });
});

describe('site router: renders', () => {
  it('answers 100 made-up slugs at once with 404, none 503, rendering only the not-found page', async () => {
    site = await standInSite();
    site.hold();
    const slugs = [
      ...Array.from({ length: 97 }, (_, index) => `/blog/made-up-${index}`),
      '/blog/%00',
      '/blog/%E0%A4%A',
      `/blog/${'a'.repeat(300)}`,
    ];
    const flood = slugs.map((slug) =>
      request(site.app)
        .get(slug)
        .then((r) => [r.status, r.text]),
    );
    await until(() => site.stats.arrived === 100);
    site.release();
    expect(await Promise.all(flood)).toEqual(
      slugs.map(() => [404, '<p>/blog/_not-found</p><script>boot()</script>']),
    );
    expect(site.stats.renders).toEqual(['/blog/_not-found']);
  });

  it('renders existing posts, at most two at once', async () => {
    site = await standInSite();
    for (let index = 0; index < 10; index += 1) site.existingPosts.add(`post-${index}`);
    site.hold();
    const posts = Array.from({ length: 10 }, (_, index) => `/blog/post-${index}`);
    const requests = posts.map((url) =>
      request(site.app)
        .get(url)
        .then((r) => r.status),
    );
    // While two renders are held and the rest wait in line, /healthz answers.
    await until(() => site.stats.running === 2);
    expect((await request(site.app).get('/healthz')).status).toBe(200);
    site.release();
    expect(await Promise.all(requests)).toEqual(posts.map(() => 200));
    expect(site.stats.mostAtOnce).toBe(2);
  });

  it('renders no made-up slug, and a post once it is published', async () => {
    site = await standInSite();
    const first = [1, 2, 3].map(() => request(site.app).get('/blog/no-such-post'));
    expect((await Promise.all(first)).map((r) => r.status)).toEqual([404, 404, 404]);
    expect((await request(site.app).get('/blog/no-such-post')).status).toBe(404);
    expect(site.stats.renders).toEqual(['/blog/_not-found']);

    // The post is published: the blog's change is heard, and the post is rendered.
    site.existingPosts.add('no-such-post');
    site.blogChanged();
    expect((await request(site.app).get('/blog/no-such-post')).status).toBe(200);
  });

  it('answers 503 with Retry-After at once when the waiting line is full', async () => {
    site = await standInSite({ renderLimits: { maxRunning: 1, maxWaiting: 1 } });
    for (const slug of ['one', 'two', 'three']) site.existingPosts.add(slug);
    site.hold();
    const held = [request(site.app).get('/blog/one'), request(site.app).get('/blog/two')].map(
      (pending) => pending.then((r) => r.status),
    );
    await until(() => site.stats.arrived === 2);
    const refused = await request(site.app).get('/blog/three');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    site.release();
    expect(await Promise.all(held)).toEqual([200, 200]);
  });
});

describe('site router: Content-Security-Policy', () => {
  const scriptSrc = (policy: string) =>
    policy
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src '));

  it.each([
    ['/', `'sha256-home'`],
    ['/about', `'sha256-about'`],
    ['/blog/a-real-post', `'sha256-rendered'`],
    ['/blog/made-up', `'sha256-rendered'`],
    ['/no-such-page', `'sha256-not-found'`],
  ])('sends %s with the hashes of its own inline scripts', async (pagePath, hash) => {
    site = await standInSite();
    const response = await request(site.app).get(pagePath);
    const policy = String(response.headers['content-security-policy']);
    expect(scriptSrc(policy)).toBe(`script-src 'self' ${hash}`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
  });
});

describe('site router: sitemap.xml', () => {
  it('serves one sitemap while the posts fit in it', async () => {
    site = await standInSite();
    const response = await request(site.app).get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.type).toBe('application/xml');
    expect(response.text).toBe('<urlset>5');
    expect((await request(site.app).get('/sitemap-1.xml')).status).toBe(404);
  });

  it('serves a sitemap index and its children past the limit, built once until the blog changes', async () => {
    site = await standInSite({ sitemapLimits: { maxUrls: 2, maxBytes: 1_000_000 } });
    expect((await request(site.app).get('/sitemap.xml')).text).toBe('<sitemapindex>3');
    for (const child of [1, 2, 3]) {
      const response = await request(site.app).get(`/sitemap-${child}.xml`);
      expect(response.status).toBe(200);
      expect(response.type).toBe('application/xml');
      expect(response.text).toBe(`<urlset>child ${child}`);
    }
    expect((await request(site.app).get('/sitemap-4.xml')).status).toBe(404);
    expect((await request(site.app).get('/sitemap-01.xml')).status).toBe(404);
    expect(site.stats.sitemapBuilds).toBe(1);
    site.blogChanged();
    await request(site.app).get('/sitemap-2.xml');
    expect(site.stats.sitemapBuilds).toBe(2);
  });
});

describe('site router: the owner desk', () => {
  it.each(['/admin', '/admin/leads/42', '/admin/conversations/s-1'])(
    'serves %s the desk shell, never indexed and without rendering',
    async (deskPath) => {
      site = await standInSite();
      const response = await request(site.app).get(deskPath);
      expect(response.status).toBe(200);
      expect(response.text).toBe('<p>desk</p>');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['cache-control']).toBe('no-cache');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("object-src 'none'");
      expect(site.stats.renders).toEqual([]);
    },
  );

  it('does not serve the shell for paths that only start like it', async () => {
    site = await standInSite();
    const response = await request(site.app).get('/administration');
    expect(response.status).toBe(404);
    expect(response.headers['x-robots-tag']).toBeUndefined();
  });

  it('does not serve admin.html under its file name', async () => {
    site = await standInSite();
    const response = await request(site.app).get('/admin.html');
    expect(response.status).toBe(404);
  });
});
