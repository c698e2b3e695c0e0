import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { site } from '@landman/content';
import { type RunningServer } from '../../server';
import { type BuiltServer, builtMain, startBuiltServer } from '../../testing/built-server';
import { fixtureBlogDir } from '../../testing/test-config';
import { openTestDataSource } from '../../testing/test-data-source';
import { createOwner, deleteOwners, signIn, uniqueOwnerEmail } from '../../testing/desk-client';

/**
 * The built server (`npm run build`), as in production: every public page in sitemap.xml is
 * served with no Set-Cookie and no script from another host, and is counted, whether the
 * memory lane or Express answered it. INSIGHTS_DIST may name another build of the API.
 */
const webDistDir = path.resolve(__dirname, '../../../../web/dist');
const main = process.env.INSIGHTS_DIST ? path.resolve(process.env.INSIGHTS_DIST) : builtMain;
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const insightsQuery = `query Insights($from: DateTimeISO!, $to: DateTimeISO!) {
  siteInsights(from: $from, to: $to, interval: DAY) { pageViews topPages { value pageViews } } }`;

jest.setTimeout(120_000);

describe('public pages: no cookie, no tracking script, and counted', () => {
  let server: BuiltServer | undefined;
  const ownerEmail = uniqueOwnerEmail('insights-pages');

  beforeAll(async () => {
    if (!fs.existsSync(path.join(webDistDir, 'server', 'entry-server.js')))
      throw new Error('web/dist is missing: run `npm run build -w web` first');
    const dataSource = await openTestDataSource();
    await dataSource.query('DELETE FROM insights_page_views');
    await dataSource.query('DELETE FROM insights_daily_counts');
    await createOwner(dataSource, ownerEmail);
    await dataSource.destroy();
    server = await startBuiltServer(
      {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: webDistDir,
        // The fixture articles, as every test server: the database is shared with the database
        // tests, which count the posts they find.
        BLOG_CONTENT_DIR: fixtureBlogDir,
      },
      main,
    );
  });
  afterAll(async () => {
    await server?.stop();
    const dataSource = await openTestDataSource();
    await deleteOwners(dataSource, [ownerEmail]);
    await dataSource.destroy();
  });

  it('serves every page of the sitemap without Set-Cookie or a third-party script, and counts each view once', async () => {
    const sitemap = await request(server!.url).get('/sitemap.xml');
    const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname)
      .slice(0, 40);
    expect(paths.length).toBeGreaterThan(5);
    for (const pagePath of paths) {
      const page = await request(server!.url).get(pagePath).set('User-Agent', firefox);
      expect({ pagePath, status: page.status }).toEqual({ pagePath, status: 200 });
      expect({ pagePath, cookie: page.headers['set-cookie'] }).toEqual({
        pagePath,
        cookie: undefined,
      });
      const scripts = [...page.text.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
      for (const src of scripts) expect(src.startsWith('/') || src.startsWith(site.url)).toBe(true);
    }

    // signIn needs only the server's address.
    const cookie = await signIn({ url: server!.url } as RunningServer, ownerEmail);
    const now = new Date().toISOString();
    let counted: { pageViews: number; topPages: { value: string }[] } | undefined;
    for (let tries = 0; tries < 50 && (counted?.pageViews ?? 0) < paths.length; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const result = await request(server!.url)
        .post('/graphql')
        .set({ Cookie: cookie, 'Content-Type': 'application/json' })
        .send({ query: insightsQuery, variables: { from: now, to: now } });
      counted = result.body.data?.siteInsights;
    }
    expect(counted?.pageViews).toBe(paths.length);
    expect(counted?.topPages.map((p) => p.value)).toEqual(expect.arrayContaining([paths[0]]));
  });
});
