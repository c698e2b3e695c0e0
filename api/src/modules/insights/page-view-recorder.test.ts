import { EventEmitter } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { DailyVisitorKeys } from './daily-visitor-keys';
import { type PageView } from './page-view';
import { type Counted, PageViewRecorder, type ServedRequest } from './page-view-recorder';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const googlebot =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0 Safari/537.36';
const address = '203.0.113.77';

interface Served {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  status?: number;
  contentType?: string;
}

/** Serves one request through the recorder and returns what it counts as. */
function serveCounted(served: Served, countryHeader?: string): Counted[] {
  const recorded: ServedRequest[] = [];
  const recorder = new PageViewRecorder(
    new DailyVisitorKeys(Buffer.from('k'.repeat(32)), 'whitakerland.com'),
    (request) => recorded.push(request),
    {
      siteHost: 'www.whitakerland.com',
      countryHeader,
      now: () => new Date('2026-11-29T10:00:00Z'),
    },
  );
  const req = {
    method: served.method ?? 'GET',
    url: served.url,
    headers: { host: 'www.whitakerland.com', 'user-agent': firefox, ...served.headers },
  } as unknown as IncomingMessage;
  const res = Object.assign(new EventEmitter(), {
    statusCode: served.status ?? 200,
    getHeader: (name: string) =>
      name === 'content-type' ? (served.contentType ?? 'text/html; charset=utf-8') : undefined,
  }) as unknown as ServerResponse;
  recorder.observe(req, res, {
    addressOf: () => address,
    keptPath: (url) => url.split('?')[0]!.replace(/[A-Za-z0-9_-]{43}/, ':secret'),
  });
  res.emit('finish');
  return recorded.map((request) => recorder.count(request));
}

/** The page views one request counts as. */
function serve(served: Served, countryHeader?: string): PageView[] {
  return serveCounted(served, countryHeader).flatMap((counted) =>
    counted.view ? [counted.view] : [],
  );
}

describe('recording page views', () => {
  it("records a person's view: path, referrer host only, UTM, device, no address or agent", () => {
    const [view, ...more] = serve({
      url: '/services/title-research?utm_source=Newsletter&utm_medium=email&utm_campaign=fall-leases&q=x',
      headers: {
        referer: 'https://www.google.com/search?q=mineral+rights+shreveport',
        'user-agent': iphone,
      },
    });
    expect(more).toEqual([]);
    expect(view).toEqual({
      viewedAt: new Date('2026-11-29T10:00:00Z'),
      visitorKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      path: '/services/title-research',
      referrerHost: 'google.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'fall-leases',
      device: 'mobile',
      country: null,
    });
    const stored = JSON.stringify(view);
    expect(stored).not.toContain(address);
    expect(stored).not.toContain('iPhone');
    expect(stored).not.toContain('mineral');
  });

  it('keeps no referrer for a link inside the site', () => {
    const [view] = serve({
      url: '/about',
      headers: { referer: 'https://whitakerland.com/blog/some-post' },
    });
    expect(view?.referrerHost).toBeNull();
  });

  it.each<[string, Served]>([
    ['a crawler', { url: '/about', headers: { 'user-agent': googlebot } }],
    ['a script', { url: '/about', headers: { 'user-agent': 'curl/8.5.0' } }],
    ['no user agent', { url: '/about', headers: { 'user-agent': '' } }],
    ['Do Not Track', { url: '/about', headers: { dnt: '1' } }],
    ['Global Privacy Control', { url: '/about', headers: { 'sec-gpc': '1' } }],
    ['a prefetch (Sec-Purpose)', { url: '/about', headers: { 'sec-purpose': 'prefetch' } }],
    ['a prerender', { url: '/about', headers: { 'sec-purpose': 'prefetch;prerender' } }],
    ['a prefetch (Purpose)', { url: '/about', headers: { purpose: 'prefetch' } }],
    ['a prefetch (X-Moz)', { url: '/about', headers: { 'x-moz': 'prefetch' } }],
    ['the desk', { url: '/admin/insights' }],
    ['the desk root', { url: '/admin' }],
    ['a POST', { method: 'POST', url: '/contact' }],
    ['a HEAD', { method: 'HEAD', url: '/about' }],
    ['a 404', { url: '/no-such-page', status: 404 }],
    ['a 500', { url: '/about', status: 500 }],
    ['a redirect', { url: '/about/', status: 301 }],
    ['a script file', { url: '/assets/index-abc.js', contentType: 'text/javascript' }],
    ['JSON from the API', { url: '/api/blog', contentType: 'application/json' }],
    ['a non-HTML answer', { url: '/blog/feed', contentType: 'application/atom+xml' }],
    [
      'a 304 to a script fetch',
      { url: '/about', status: 304, headers: { 'sec-fetch-dest': 'script' } },
    ],
  ])('skips %s', (_label, served) => {
    expect(serve(served)).toEqual([]);
  });

  it('counts a 304 to a navigation: the browser showed its copy of the page', () => {
    expect(
      serve({ url: '/about', status: 304, headers: { 'sec-fetch-dest': 'document' } }),
    ).toHaveLength(1);
  });

  it('keeps secrets out of the path', () => {
    const [view] = serve({ url: `/meetings/${'Ab1'.repeat(14)}x` });
    expect(view?.path).toBe('/meetings/:secret');
  });

  it('takes a country only from the configured proxy header, and only a country code', () => {
    const headers = { 'cf-ipcountry': 'us', 'x-country': 'FR' };
    expect(serve({ url: '/', headers })[0]?.country).toBeNull();
    expect(serve({ url: '/', headers }, 'cf-ipcountry')[0]?.country).toBe('US');
    expect(
      serve({ url: '/', headers: { 'cf-ipcountry': 'XX-1' } }, 'cf-ipcountry')[0]?.country,
    ).toBeNull();
  });

  it('reads the type of a page written in one writeHead call (the memory lane), on a real socket', async () => {
    const recorded: ServedRequest[] = [];
    const recorder = new PageViewRecorder(
      new DailyVisitorKeys(Buffer.from('k'.repeat(32)), 'whitakerland.com'),
      (request) => recorded.push(request),
      { siteHost: 'www.whitakerland.com', countryHeader: undefined },
    );
    const server = http.createServer((req, res) => {
      recorder.observe(req, res, { addressOf: () => address, keptPath: (url) => url });
      const type = req.url === '/about' ? 'text/html; charset=utf-8' : 'application/json';
      res.writeHead(200, ['Content-Type', type, 'Cache-Control', 'no-cache']);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    for (const path of ['/about', '/data']) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { 'User-Agent': firefox },
      });
      await response.text();
    }
    await new Promise((resolve) => server.close(resolve));
    expect(recorded.map((request) => recorder.count(request).view?.path)).toEqual([
      '/about',
      undefined,
    ]);
  });

  it("counts a tool's form answered by the server as the visit using that tool", () => {
    const [counted] = serveCounted({ url: '/tools/net-acres?grossAcres=10&utm_source=x' });
    expect(counted?.view?.path).toBe('/tools/net-acres');
    expect(counted?.action).toEqual({
      at: new Date('2026-11-29T10:00:00Z'),
      visitorKey: counted?.view?.visitorKey,
      action: 'tool-result',
      detail: 'net-acres',
    });
  });

  it('does not count opening a tool, or a query of other fields, as using it', () => {
    for (const url of ['/tools/net-acres', '/tools/net-acres?utm_source=x&grossAcres=+']) {
      const [counted] = serveCounted({ url });
      expect(counted?.view?.path).toBe('/tools/net-acres');
      expect(counted?.action).toBeUndefined();
    }
  });

  it("counts a tool's reminder file downloaded (not as a page view), only when it was made", () => {
    const ics = { contentType: 'text/calendar; charset=utf-8' };
    const [made] = serveCounted({
      url: '/api/tools/pooling-election-deadline.ics?orderDate=2026-11-01&periodDays=20',
      ...ics,
    });
    expect(made?.view).toBeUndefined();
    expect(made?.action).toMatchObject({
      action: 'tool-reminder',
      detail: 'pooling-election-deadline',
      visitorKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    for (const served of <Served[]>[
      { url: '/api/tools/pooling-election-deadline.ics?orderDate=x', status: 400 },
      { url: '/api/tools/no-such-tool.ics', status: 200 },
      { url: '/api/tools/net-acres.ics?x=1', headers: { 'user-agent': googlebot } },
      { url: '/api/tools/net-acres.ics?x=1', headers: { dnt: '1' } },
      { url: '/api/tools/net-acres.ics?x=1', method: 'POST' },
    ]) {
      expect(serveCounted({ ...ics, ...served }).filter((c) => c.action || c.view)).toEqual([]);
    }
  });

  it('keeps each path the same way every time it is served, and never remembers a secret one', () => {
    const asked: string[] = [];
    const keptPath = (url: string) => {
      asked.push(url);
      return url.split('?')[0]!.replace(/[A-Za-z0-9_-]{43}/, ':secret');
    };
    const recorder = new PageViewRecorder(
      new DailyVisitorKeys(Buffer.from('k'.repeat(32)), 'whitakerland.com'),
      () => undefined,
      { siteHost: 'www.whitakerland.com', countryHeader: undefined },
    );
    const token = `${'Ab1'.repeat(14)}x`;
    const served = (url: string): ServedRequest => ({
      at: new Date('2026-11-29T10:00:00Z'),
      url,
      status: 200,
      contentType: 'text/html',
      headers: { 'user-agent': firefox },
      address,
      reminder: false,
      keptPath,
    });
    const long = '/a'.repeat(300);
    const paths = [
      '/about?utm_source=x',
      '/about',
      `/meetings/${token}`,
      `/meetings/${token}?x=1`,
      '/about',
      long,
      long,
    ].map((url) => recorder.count(served(url)).view?.path);
    expect(paths).toEqual([
      '/about',
      '/about',
      '/meetings/:secret',
      '/meetings/:secret',
      '/about',
      long.slice(0, 512),
      long.slice(0, 512),
    ]);
    // Worked out once for /about; every time for a path with a secret in it (or cut short).
    expect(asked).toEqual(['/about', `/meetings/${token}`, `/meetings/${token}`, long, long]);
  });
});
