import { Router, type Request } from 'express';
import { BlogPostArgs } from './blog-post.args';
import { BlogPostsArgs } from './blog-posts.args';
import { type BlogService } from './blog.service';
import { InputValidationError } from '../../validation/input-validation.error';
import { validateInput } from '../../validation/validate-input';

/** REST names of the paging parameters, by the GraphQL argument they fill. */
const restNames: Record<string, string> = { first: 'limit', after: 'cursor' };

/** A query-string number as a number; anything else is left for the rules to refuse. */
function queryNumber(value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  return typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
}

/** `?category=&limit=&cursor=`, validated by the same rules as GraphQL's blogPosts. */
async function pageRequest(req: Request): Promise<BlogPostsArgs> {
  const { category, limit, cursor } = req.query;
  try {
    return await validateInput(BlogPostsArgs, {
      category,
      first: queryNumber(limit),
      after: cursor === '' ? undefined : cursor,
    });
  } catch (error) {
    if (!(error instanceof InputValidationError)) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([name, message]) => [restNames[name] ?? name, message]),
    );
    throw new InputValidationError(fields);
  }
}

/** The address of the page after this one, keeping the filter and the page size. */
function nextPageHref(request: BlogPostsArgs, cursor: string, size: number): string {
  const query = new URLSearchParams();
  if (request.category) query.set('category', request.category);
  query.set('limit', String(size));
  query.set('cursor', cursor);
  return `/api/blog?${query.toString()}`;
}

export function blogRoutes(blog: BlogService): Router {
  const router = Router();

  // The newest posts, a page at a time: the spec's call without parameters gets the first page.
  router.get('/blog', async (req, res) => {
    const request = await pageRequest(req);
    const page = await blog.connection(request);
    res.setHeader('X-Total-Count', String(page.totalCount));
    const { hasNextPage, endCursor } = page.pageInfo;
    if (hasNextPage && endCursor) {
      const href = nextPageHref(request, endCursor, page.edges.length);
      res.setHeader('Link', `<${href}>; rel="next"`);
    }
    res.json(page.edges.map((edge) => edge.node));
  });

  router.get('/blog/:slug', async (req, res) => {
    const { slug } = await validateInput(BlogPostArgs, req.params);
    const post = await blog.getBySlug(slug);
    if (!post) {
      res.status(404).json({ error: 'Blog post not found' });
      return;
    }
    res.json(post);
  });

  return router;
}
