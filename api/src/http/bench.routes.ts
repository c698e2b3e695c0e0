import express, { Router } from 'express';
import { type AppServices } from '../app/create-services';

/**
 * Baselines for `npm run bench` (only with ENABLE_BENCH_ROUTES, never in production): the same
 * JSON the real routes return, served from memory by this process, so the bench reports how much
 * the real path (services, database, GraphQL) costs on top of Express itself.
 */
/** The fields the bench's GraphQL query selects; the baseline returns exactly these. */
const graphqlFields = [
  'id',
  'slug',
  'title',
  'excerpt',
  'content',
  'category',
  'publishedAt',
  'createdAt',
];
export const benchBlogPostsQuery = `query BenchBlogPosts { blogPosts { ${graphqlFields.join(' ')} } }`;

export async function createBenchRouter(services: AppServices, bodyLimit: string): Promise<Router> {
  // Read on first use, not at start: bench:blog times the start of a server with a large blog.
  let baselines: Promise<{ posts: unknown[]; graphqlPosts: unknown[] }> | undefined;
  const loadBaselines = () =>
    (baselines ??= services.blog.list().then((list) => {
      const posts: Record<string, unknown>[] = JSON.parse(JSON.stringify(list));
      const graphqlPosts = posts.map((post) =>
        Object.fromEntries(graphqlFields.map((field) => [field, post[field]])),
      );
      return { posts, graphqlPosts };
    }));
  const contactSample = {
    id: '00000000-0000-4000-8000-000000000000',
    name: 'Bench Visitor',
    email: 'bench@example.com',
    phone: null,
    company: null,
    message: 'Baseline body',
    service: null,
    location: null,
    createdAt: new Date().toISOString(),
  };

  const router = Router();
  // CPU time this process has used, for benches that report CPU per request (bench:serving).
  router.get('/cpu-usage', (_req, res) => {
    res.json(process.cpuUsage());
  });
  // Page views written, dropped and waiting (bench:insights checks that every view was kept).
  router.get('/insights', (_req, res) => {
    const { written, dropped, pending } = services.insights.buffer;
    res.json({ written, dropped, pending });
  });
  router.get('/blog', async (_req, res) => {
    res.json((await loadBaselines()).posts);
  });
  router.post('/graphql', express.json({ limit: bodyLimit }), async (_req, res) => {
    res.json({ data: { blogPosts: (await loadBaselines()).graphqlPosts } });
  });
  router.post('/contacts', express.json({ limit: bodyLimit }), (req, res) => {
    res.status(201).json({ ...contactSample, name: String(req.body?.name ?? contactSample.name) });
  });
  return router;
}
