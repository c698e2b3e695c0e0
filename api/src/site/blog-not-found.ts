import { type ServedFile } from './served-file';

const blogPostPath = /^\/blog\/([^/]+)$/;

/**
 * The slug a `/blog/<slug>` path asks for, decoded; undefined for any other path. A segment
 * that does not decode asks for a slug no post has (the empty one).
 */
export function blogPostSlug(pathname: string): string | undefined {
  const segment = blogPostPath.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/**
 * A slug no post can have (posts' slugs are lowercase words joined by hyphens): rendering it
 * gives the blog's not-found page without reading the database.
 */
export const notFoundSlugPath = '/blog/_not-found';

/**
 * The blog's "Blog Post Not Found" page (HTTP 404), rendered once and sent for every unknown
 * slug: the page names no slug, so a flood of made-up addresses costs no render and never
 * waits in the render line. A failed render is not kept; the next unknown slug tries again.
 */
export class BlogNotFoundPage {
  private page: Promise<ServedFile> | undefined;

  constructor(private readonly render: () => Promise<ServedFile>) {}

  get(): Promise<ServedFile> {
    if (!this.page) {
      const pending = this.render();
      this.page = pending;
      pending.catch(() => {
        if (this.page === pending) this.page = undefined;
      });
    }
    return this.page;
  }
}
