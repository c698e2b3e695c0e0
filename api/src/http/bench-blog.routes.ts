import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Router } from 'express';
import { type AppServices } from '../app/create-services';

/**
 * Probes for `npm run bench:blog` (only with ENABLE_BENCH_ROUTES, never in production): how long
 * this process's event loop was held up (the longest any request waited behind other work), and
 * a blog sync on demand, to time what a blog change costs while the server is serving.
 */
export function createBlogBenchRouter(services: AppServices, blogDir: string): Router {
  // Sampled every 5 ms: a stall longer than that shows as its own length.
  const delays = monitorEventLoopDelay({ resolution: 5 });
  delays.enable();

  const router = Router();
  /** The delays since the last reset (`?reset=1` starts a new window after reading). */
  router.get('/event-loop', (req, res) => {
    const toMs = (ns: number) => Math.round(ns / 1e5) / 10;
    res.json({
      maxMs: toMs(delays.max),
      p99Ms: toMs(delays.percentile(99)),
      meanMs: toMs(delays.mean),
    });
    if (req.query.reset) delays.reset();
  });
  router.post('/blog-sync', async (_req, res, next) => {
    try {
      const report = await services.blog.syncFromDirectory(blogDir);
      res.json({
        inserted: report.inserted.length,
        updated: report.updated.length,
        unchanged: report.unchanged.length,
      });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
