import { blogCategories } from './blog-categories';
import { slugFromTitle } from './slugs';

export type BlogFeedFormat = 'rss' | 'atom';

/**
 * The blog's feed addresses: the whole blog's, or one category's
 * (`/blog/category/title-legal/feed.xml`), as the API serves them and every page advertises them.
 */
export function blogFeedPaths(category?: string): Readonly<Record<BlogFeedFormat, string>> {
  const base = category ? `/blog/category/${slugFromTitle(category)}` : '/blog';
  return { rss: `${base}/feed.xml`, atom: `${base}/atom.xml` };
}

/** A category's name by the slug in its feed's address (`title-legal` -> "Title & Legal"). */
export function categoryByFeedSlug(slug: string): string | undefined {
  return blogCategories.find((category) => slugFromTitle(category.name) === slug)?.name;
}
