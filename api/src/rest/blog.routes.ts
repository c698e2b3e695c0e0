import { Router } from 'express';
import { type BlogService } from '../modules/blog/blog.service';

export function blogRoutes(blog: BlogService): Router {
  const router = Router();

  router.get('/blog', async (req, res) => {
    const category = typeof req.query.category === 'string' ? req.query.category : undefined;
    res.json(await blog.list(category));
  });

  router.get('/blog/:slug', async (req, res) => {
    const post = await blog.getBySlug(req.params.slug);
    if (!post) {
      res.status(404).json({ error: 'Blog post not found' });
      return;
    }
    res.json(post);
  });

  return router;
}
