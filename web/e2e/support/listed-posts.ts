import { urlFor } from './server-url';

export interface ListedPost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: string;
}

/** The blog posts as GET /api/blog lists them (newest first): whatever the server seeded. */
export async function listedPosts(): Promise<ListedPost[]> {
  const response = await fetch(urlFor('/api/blog'));
  const posts = (await response.json()) as ListedPost[];
  if (posts.length === 0)
    throw new Error('The test server has no blog posts (the seed did not run)');
  return posts;
}
