import { type BlogFeedFormat, blogFeedPaths, site } from '@landman/content';
import { Feed } from 'feed';
import { type BlogPost } from './blog-post.entity';

/** Posts a feed carries: the newest. */
export const feedSize = 20;

const absolute = (pathname: string) => new URL(pathname, site.url).toString();

/** Links and image sources of an article's HTML made absolute: feed readers show it elsewhere. */
function withAbsoluteLinks(html: string): string {
  return html
    .replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${absolute('/')}`)
    .replace(/(\ssrcset=")([^"]*)"/g, (_, start: string, list: string) => {
      const fixed = list.replace(/(^|,\s*)\/(?!\/)/g, `$1${absolute('/')}`);
      return `${start}${fixed}"`;
    });
}

/**
 * An RSS 2.0 or Atom 1.0 document of `posts` (newest first), written by the `feed` library:
 * absolute links everywhere, the full article as content and the excerpt as summary.
 */
export function renderBlogFeed(
  format: BlogFeedFormat,
  posts: readonly BlogPost[],
  category?: string,
): string {
  const listPath = category ? `/blog?category=${encodeURIComponent(category)}` : '/blog';
  const { rss, atom } = blogFeedPaths(category);
  const title = category ? `${site.name}: ${category}` : `${site.name}: Blog`;
  const feed = new Feed({
    id: absolute(listPath),
    title,
    description: category
      ? `Articles on ${category} from ${site.name}.`
      : `Articles from ${site.name}, ${site.tagline}.`,
    link: absolute(listPath),
    language: 'en',
    updated: posts[0] ? latestChange(posts) : new Date(0),
    feedLinks: { rss: absolute(rss), atom: absolute(atom) },
    author: { name: site.name, email: site.email, link: absolute('/about') },
    copyright: `© ${site.name}`,
    generator: false,
  });
  const asAtom = format === 'atom';
  posts.forEach((post, n) => {
    const link = absolute(`/blog/${post.slug}`);
    feed.addItem({
      id: link,
      link,
      // Atom: a stand-in the library writes as HTML, replaced below by the text typed as text.
      title: asAtom ? textStandIn('title', n) : post.title,
      description: asAtom && post.excerpt ? textStandIn('summary', n) : post.excerpt,
      content: withAbsoluteLinks(post.content),
      date: post.updatedAt ?? post.publishedAt,
      published: post.publishedAt,
      category: [{ name: post.category }],
      author: [{ name: site.name, email: site.email, link: absolute('/about') }],
    });
  });
  return asAtom ? withTextTyped(feed.atom1(), posts) : feed.rss2();
}

/** Atom elements whose text the library always marks type="html"; ours are plain text. */
type TextElement = 'title' | 'summary';

const textStandIn = (element: TextElement, n: number) => `feed-${element}-${n}`;

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The `feed` library writes every Atom entry's title and summary as type="html", so a reader
 * would parse a plain-text title such as "Royalties <5% & rising" as markup (RFC 4287 3.1).
 * Each stand-in the library wrote is replaced by the post's text, escaped, typed as text; the
 * stand-ins have a fixed shape, so what the post says cannot change what is matched.
 */
function withTextTyped(atom: string, posts: readonly BlogPost[]): string {
  let out = atom;
  const replace = (element: TextElement, n: number, text: string) => {
    const written = `<${element} type="html"><![CDATA[${textStandIn(element, n)}]]></${element}>`;
    if (!out.includes(written))
      throw new Error(`Atom feed: the ${element} of entry ${n} is missing`);
    out = out.replace(written, () => `<${element} type="text">${xmlText(text)}</${element}>`);
  };
  posts.forEach((post, n) => {
    replace('title', n, post.title);
    if (post.excerpt) replace('summary', n, post.excerpt);
  });
  return out;
}

function latestChange(posts: readonly BlogPost[]): Date {
  return new Date(Math.max(...posts.map((post) => (post.updatedAt ?? post.publishedAt).getTime())));
}
