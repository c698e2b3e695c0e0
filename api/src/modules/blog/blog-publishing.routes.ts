import express, { type RequestHandler, Router } from 'express';
import { requireBodyType } from '../../kernel/http/require-json';
import { requireSameOrigin } from '../../kernel/http/same-origin';
import { apiErrorHandler, restError } from '../../kernel/http/api-errors';
import { type Logger } from '../../logger';
import { type OwnerAuthService } from '../owner/owner-auth.service';
import { type DeskCookies } from '../owner/desk-cookies';
import { requireOwner } from '../owner/require-owner';
import { type BlogFeedFormat, categoryByFeedSlug } from '@landman/content';
import { feedSize, renderBlogFeed } from './blog-feeds';
import { blogImageFilePattern, blogImageRoute } from './blog-image-paths';
import { type BlogImageService } from './blog-image.service';
import { type BlogService } from './blog.service';

const immutable = 'public, max-age=31536000, immutable';
const feedContentTypes: Record<BlogFeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/**
 * The blog's addresses beside the pages: the feeds (built once until the blog changes, on any
 * instance), the uploaded images, and 301s from the old address of a post whose slug changed.
 * Mount before the site router.
 */
export function blogSiteRoutes(blog: BlogService, images: BlogImageService): Router {
  const router = Router();
  const feeds = new Map<string, Promise<string>>();
  blog.onChange(() => feeds.clear());

  const sendFeed =
    (format: BlogFeedFormat, category?: string): RequestHandler =>
    async (_req, res) => {
      const key = `${format}:${category ?? ''}`;
      let feed = feeds.get(key);
      if (!feed) {
        feed = blog
          .feedPosts(category, feedSize)
          .then((posts) => renderBlogFeed(format, posts, category));
        feeds.set(key, feed);
        feed.catch(() => feeds.delete(key));
      }
      res
        .status(200)
        .type(feedContentTypes[format])
        .setHeader('Cache-Control', 'no-cache')
        .send(await feed);
    };

  router.get('/blog/feed.xml', sendFeed('rss'));
  router.get('/blog/atom.xml', sendFeed('atom'));
  router.get('/blog/category/:slug/:file', (req, res, next) => {
    const category = categoryByFeedSlug(req.params.slug);
    const format = ({ 'feed.xml': 'rss', 'atom.xml': 'atom' } as const)[
      req.params.file as 'feed.xml' | 'atom.xml'
    ];
    if (!category || !format) return next();
    return sendFeed(format, category)(req, res, next);
  });

  router.get(`${blogImageRoute}/:file`, (req, res, next) => {
    const match = blogImageFilePattern.exec(req.params.file);
    const file = match ? images.filePath(match[1] as string, Number(match[2])) : undefined;
    if (!file) return next();
    res.sendFile(
      file,
      { headers: { 'Cache-Control': immutable, 'Content-Type': 'image/webp' } },
      (error) => {
        if (error && !res.headersSent) next();
      },
    );
  });

  // A published post's old address (its slug was changed in the desk) answers 301 to the new.
  router.get('/blog/:slug', async (req, res, next) => {
    const current = await blog.currentSlugFor(req.params.slug);
    if (!current || current === req.params.slug) return next();
    res.redirect(301, `/blog/${current}`);
  });
  return router;
}

/**
 * The picture's bytes, as the desk sends a file: its image type, or application/octet-stream
 * when the browser knows none. The service decides the real type by content.
 */
const imageBodyType = /^(?:image\/[\w.+-]+|application\/octet-stream)\s*(?:;|$)/i;
const imageBodyMessage =
  'Send the picture itself as the request body, with its image type (image/jpeg, image/png, image/webp) or application/octet-stream as Content-Type.';

/**
 * POST /api/admin/blog/images?alt=...: the image's bytes as the body, with an image type or
 * application/octet-stream (the content decides which image it is), from this site's own
 * pages. Owner only. Mounted before the JSON-only /api router.
 */

export function blogImageUploadRoutes(
  images: BlogImageService,
  auth: OwnerAuthService,
  cookies: DeskCookies,
  maxBytes: number,
  logger: Logger,
): Router {
  const router = Router();
  router.post(
    '/admin/blog/images',
    // The owner's cookie rides along: only this site's pages, with a picture's type.
    requireSameOrigin(restError),
    requireBodyType(imageBodyType, imageBodyMessage, restError),
    requireOwner(auth, cookies),
    express.raw({ type: () => true, limit: maxBytes }),
    async (req, res) => {
      const alt = typeof req.query.alt === 'string' ? req.query.alt : undefined;
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const image = await images.upload(body, alt);
      res.status(201).json({
        id: image.id,
        alt: image.alt,
        width: image.width,
        height: image.height,
        src: image.src,
        srcset: image.srcset,
      });
    },
  );
  router.get('/admin/blog/images', requireOwner(auth, cookies), async (_req, res) => {
    const list = await images.list();
    res.json(
      list.map((image) => ({ id: image.id, alt: image.alt, src: image.src, srcset: image.srcset })),
    );
  });
  router.use('/admin/blog/images', apiErrorHandler(logger));
  return router;
}
