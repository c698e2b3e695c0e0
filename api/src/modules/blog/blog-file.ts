import matter from 'gray-matter';
import { renderArticleHtml } from './blog-html';
import { blogSlugMaxLength, blogSlugPattern } from './blog-slug';

/** The front matter every api/content/blog/*.md file carries. */
export interface BlogArticle {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: Date;
  /** Sanitized HTML. */
  content: string;
  /** The Markdown body the HTML was rendered from (the desk edits it). */
  markdown: string;
}

export class MalformedArticleError extends Error {}

/** Parses one Markdown file; throws MalformedArticleError saying what is wrong with it. */
export function parseArticle(source: string): BlogArticle {
  let data: Record<string, unknown>;
  let body: string;
  try {
    const parsed = matter(source);
    data = parsed.data;
    body = parsed.content;
  } catch (error) {
    throw new MalformedArticleError(`front matter is not valid YAML (${(error as Error).message})`);
  }

  const text = (key: string, max: number): string => {
    const value = data[key];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new MalformedArticleError(`front matter "${key}" is missing or empty`);
    }
    if (value.trim().length > max) {
      throw new MalformedArticleError(`front matter "${key}" is longer than ${max} characters`);
    }
    return value.trim();
  };

  const slug = text('slug', blogSlugMaxLength);
  if (!blogSlugPattern.test(slug)) {
    throw new MalformedArticleError(`slug "${slug}" must be lowercase words joined by hyphens`);
  }
  const publishedAt =
    data.publishedAt instanceof Date ? data.publishedAt : new Date(String(data.publishedAt));
  if (data.publishedAt === undefined || Number.isNaN(publishedAt.getTime())) {
    throw new MalformedArticleError('front matter "publishedAt" is missing or not a date');
  }
  if (body.trim() === '') throw new MalformedArticleError('the article body is empty');

  return {
    slug,
    title: text('title', 300),
    excerpt: text('excerpt', 1000),
    category: text('category', 100),
    publishedAt,
    content: renderArticleHtml(body),
    markdown: body.trim(),
  };
}
