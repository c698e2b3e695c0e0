import { type RunningServer } from '../server';
import { graphql } from './desk-client';

export const postFields = `id slug title excerpt content markdown category status publishedAt deletedAt
  coverImage { id alt src srcset width height }`;

export interface DeskPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  markdown: string | null;
  category: string;
  status: 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';
  publishedAt: string;
  deletedAt: string | null;
  coverImage: { id: string; alt: string; src: string; srcset: string } | null;
}

/** Runs an owner operation and returns its data, failing the test on any GraphQL error. */
export async function ownerCall<T>(
  server: RunningServer,
  cookie: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const result = await graphql(server, query, variables, cookie);
  if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data as T;
}

export async function createPost(
  server: RunningServer,
  cookie: string,
  input: Record<string, unknown>,
): Promise<DeskPost> {
  const data = await ownerCall<{ createBlogPost: DeskPost }>(
    server,
    cookie,
    `mutation Create($input: BlogPostInput!) { createBlogPost(input: $input) { ${postFields} } }`,
    { input },
  );
  return data.createBlogPost;
}

export async function updatePost(
  server: RunningServer,
  cookie: string,
  id: string,
  input: Record<string, unknown>,
  autosave = false,
): Promise<DeskPost> {
  const data = await ownerCall<{ updateBlogPost: DeskPost }>(
    server,
    cookie,
    `mutation Update($id: ID!, $input: BlogPostInput!, $autosave: Boolean!) {
       updateBlogPost(id: $id, input: $input, autosave: $autosave) { ${postFields} } }`,
    { id, input, autosave },
  );
  return data.updateBlogPost;
}

/** A post as the desk's form sends it. */
export const postInput = (marker: string, overrides: Record<string, unknown> = {}) => ({
  title: `Reading a Lease Offer ${marker}`,
  excerpt: 'What to check before signing a lease offer for your minerals.',
  content: `## First things\n\nRead the **royalty** clause ${marker}.\n\n<script>alert(1)</script>`,
  category: 'Leasehold Insights',
  status: 'DRAFT',
  ...overrides,
});
