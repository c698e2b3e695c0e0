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
  for (const post of posts) {
    const link = absolute(`/blog/${post.slug}`);
    feed.addItem({
      id: link,
      link,
      title: post.title,
      description: post.excerpt,
      content: withAbsoluteLinks(post.content),
      date: post.updatedAt ?? post.publishedAt,
      published: post.publishedAt,
      category: [{ name: post.category }],
      author: [{ name: site.name, email: site.email, link: absolute('/about') }],
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}

function latestChange(posts: readonly BlogPost[]): Date {
  return new Date(Math.max(...posts.map((post) => (post.updatedAt ?? post.publishedAt).getTime())));
}
