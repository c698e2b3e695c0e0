import { randomUUID } from 'node:crypto';
import { site } from '@landman/content';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { type RunningServer } from '../../server';
import { startTestServer } from '../../testing/test-server';
import { createOwner, deleteOwners, signIn, uniqueOwnerEmail } from '../../testing/desk-client';
import { createPost, postInput } from '../../testing/publishing-client';

jest.setTimeout(60_000);

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Feeds under /blog/: RSS 2.0 and Atom 1.0, whole blog and per category, absolute links. */
describe('blog feeds', () => {
  let server: RunningServer;
  let cookie: string;
  const ownerEmail = uniqueOwnerEmail('feeds');
  const marker = `f${randomUUID().slice(0, 8)}`;
  let slug: string;

  const fetchFeed = async (path: string, type: RegExp) => {
    const response = await request(server.url)
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(type);
    const xml = response.body as string;
    expect(XMLValidator.validate(xml)).toBe(true);
    return parser.parse(xml) as Record<string, unknown>;
  };

  beforeAll(async () => {
    server = await startTestServer();
    await createOwner(server.database.dataSource, ownerEmail);
    cookie = await signIn(server, ownerEmail);
    const post = await createPost(
      server,
      cookie,
      postInput(marker, {
        title: `Feeds & Title Chains ${marker}`,
        category: 'Title & Legal',
        status: 'PUBLISHED',
        content: `Read [our services](/services) and [the contact page](/contact). ${marker}`,
      }),
    );
    slug = post.slug;
  });

  afterAll(async () => {
    const { dataSource } = server.database;
    await dataSource.query(`DELETE FROM blog_posts WHERE title LIKE $1`, [`%${marker}%`]);
    await deleteOwners(dataSource, [ownerEmail]);
    await server.close();
  });

  it('serves RSS 2.0 with absolute links and the new post', async () => {
    const feed = await fetchFeed('/blog/feed.xml', /application\/rss\+xml/);
    const rss = feed.rss as { '@version': string; channel: Record<string, unknown> };
    expect(rss['@version']).toBe('2.0');
    expect(rss.channel.link).toBe(`${site.url}/blog`);
    const items = asList(rss.channel.item as Record<string, string>[]);
    const item = items.find((entry) => entry.link === `${site.url}/blog/${slug}`);
    expect(item).toBeDefined();
    expect(item?.title).toBe(`Feeds & Title Chains ${marker}`);
    // The article's own links, made absolute for readers elsewhere.
    expect(item?.['content:encoded']).toContain(`href="${site.url}/services"`);
    for (const entry of items) expect(entry.link).toMatch(/^https?:\/\//);
    // What RSS 2.0 requires of a channel and what readers need of each item.
    for (const field of ['title', 'link', 'description']) {
      expect(String(rss.channel[field] ?? '')).not.toBe('');
    }
    for (const entry of items as unknown as Record<string, unknown>[]) {
      expect(String(entry.title ?? '')).not.toBe('');
      expect(entry.guid).toBeDefined();
      // RFC 822 dates, as RSS 2.0 has them.
      expect(String(entry.pubDate)).toMatch(
        /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
    }
    const self = asList(rss.channel['atom:link'] as { '@href': string; '@rel': string }[]);
    expect(self).toContainEqual(
      expect.objectContaining({ '@rel': 'self', '@href': `${site.url}/blog/feed.xml` }),
    );
  });

  it('serves Atom 1.0 with the same posts', async () => {
    const feed = await fetchFeed('/blog/atom.xml', /application\/atom\+xml/);
    const atom = feed.feed as Record<string, unknown>;
    expect(atom['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    const entries = asList(atom.entry as { link: { '@href': string }; title: unknown }[]);
    expect(entries.map((entry) => entry.link['@href'])).toContain(`${site.url}/blog/${slug}`);
    // RFC 4287: the feed and every entry have an id, a title and an updated time (RFC 3339).
    const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
    expect(String(atom.id)).toMatch(/^https?:\/\//);
    expect(String(atom.updated)).toMatch(rfc3339);
    expect(atom.title).toBeDefined();
    expect(atom.author).toBeDefined();
    const links = asList(atom.link as { '@rel'?: string; '@href': string }[]);
    expect(links).toContainEqual(
      expect.objectContaining({ '@rel': 'self', '@href': `${site.url}/blog/atom.xml` }),
    );
    for (const entry of entries as unknown as Record<string, unknown>[]) {
      expect(String(entry.id)).toMatch(/^https?:\/\//);
      expect(String(entry.updated)).toMatch(rfc3339);
      expect(entry.title).toBeDefined();
    }
  });

  it('serves a feed per category, with only its posts', async () => {
    const feed = await fetchFeed('/blog/category/title-legal/feed.xml', /rss\+xml/);
    const channel = (feed.rss as { channel: Record<string, unknown> }).channel;
    const items = asList(channel.item as { link: string; category: string }[]);
    expect(items.map((entry) => entry.link)).toContain(`${site.url}/blog/${slug}`);
    for (const entry of items) expect(entry.category).toBe('Title & Legal');
    const other = await fetchFeed('/blog/category/market-analysis/atom.xml', /atom\+xml/);
    const entries = asList((other.feed as { entry?: { link: { '@href': string } }[] }).entry);
    expect(entries.map((entry) => entry.link['@href'])).not.toContain(`${site.url}/blog/${slug}`);
  });

  it('leaves unknown categories to the 404 page', async () => {
    const response = await request(server.url).get('/blog/category/no-such-thing/feed.xml');
    expect(response.status).not.toBe(200);
  });
});
