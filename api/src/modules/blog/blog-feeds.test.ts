import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BlogPost } from './blog-post.entity';
import { renderBlogFeed } from './blog-feeds';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

function post(n: number, title: string, excerpt: string): BlogPost {
  return Object.assign(new BlogPost(), {
    slug: `post-${n}`,
    title,
    excerpt,
    content: '<p>Body with <strong>markup</strong>.</p>',
    category: 'Title & Legal',
    publishedAt: new Date(Date.UTC(2026, 0, 20 - n)),
    updatedAt: null,
  });
}

interface TypedText {
  '@type': string;
  '#text'?: string | number;
}

describe('blog feeds: plain text typed as text', () => {
  // Eleven posts, so "entry 1" and "entry 10" are told apart.
  const posts = Array.from({ length: 11 }, (_, n) =>
    post(n, `Royalties <5% & "rising" ]]> ${n}`, n === 3 ? '' : `Why <b>${n}</b> & more`),
  );

  it("gives Atom entries' titles and summaries as escaped text, the article as HTML", () => {
    const xml = renderBlogFeed('atom', posts);
    expect(XMLValidator.validate(xml)).toBe(true);
    const entries = (parser.parse(xml) as { feed: { entry: Record<string, TypedText>[] } }).feed
      .entry;
    expect(entries).toHaveLength(posts.length);
    entries.forEach((entry, n) => {
      expect(entry.title?.['@type']).toBe('text');
      expect(String(entry.title?.['#text'])).toBe(posts[n]!.title);
      if (posts[n]!.excerpt) {
        expect(entry.summary?.['@type']).toBe('text');
        expect(String(entry.summary?.['#text'])).toBe(posts[n]!.excerpt);
      } else {
        expect(entry.summary).toBeUndefined();
      }
      expect(entry.content?.['@type']).toBe('html');
    });
    expect(xml).not.toContain('feed-title-');
  });

  it('leaves RSS as it was: titles and excerpts as written', () => {
    const xml = renderBlogFeed('rss', posts.slice(0, 1));
    const item = (parser.parse(xml) as { rss: { channel: { item: Record<string, string> } } }).rss
      .channel.item;
    expect(item.title).toBe(posts[0]!.title);
  });
});
