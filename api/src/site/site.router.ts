import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { contactPath } from '@landman/content';
import { execute, parse, type GraphQLSchema } from 'graphql';
import { type ContactService } from '../modules/contact/contact.service';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../db/database-unavailable';
import { contactFormPost } from './contact-form.post';
import { watchDatabase } from './database-watch';
import { HtmlCache } from './html-cache';
import { renderKey } from './render-key';
import { encodePage, sendBuildFile, sendEncodedPage, type EncodedPage } from './send-encoded';
import {
  loadWebBuild,
  type ExecuteGraphQL,
  type ServedContactForm,
  type WebBuild,
} from './web-build';

/** What the site needs from the blog: post dates for sitemap.xml and a signal when posts change. */
export interface SiteBlogSource {
  list(): Promise<readonly { slug: string; publishedAt: Date | string }[]>;
  /** Calls `listener` after posts are added, changed or removed; returns an unsubscribe function. */
  onChange(listener: () => void): () => void;
}

export interface SiteRouterDeps {
  blog: SiteBlogSource;
  schema: GraphQLSchema;
  /** web/dist (config.webDistDir); defaults to the repository's. */
  webDistDir?: string;
  /** Resolver context for server-side GraphQL; the same shape /graphql gives resolvers. */
  graphqlContext?: () => object;
  logError?: (message: string, error: unknown) => void;
  /** Takes the contact form posted without JavaScript (POST /contact); off when absent. */
  contactForm?: { contacts: Pick<ContactService, 'create'>; bodyLimit: string };
}

const defaultWebDistDir = path.resolve(__dirname, '../../../web/dist');
const renderTimeoutMs = 10_000;
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

const notBuiltMessage =
  'The website has not been built yet: web/dist is missing. Run `npm run build` in the repository root, then restart the server.';

/** Runs GraphQL against the server's own schema, in process (no HTTP request to itself). */
function inProcessGraphQL(schema: GraphQLSchema, context: () => object): ExecuteGraphQL {
  return async ({ query, variables, operationName }) =>
    execute({
      schema,
      document: parse(query),
      variableValues: variables,
      operationName,
      contextValue: context(),
    });
}

/** A scan, not /\/+$/: that pattern retries from every slash of a long run of slashes. */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 0 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end);
}

/** The client-build file a URL path names (assets, favicon, share image, robots.txt), if any. */
function buildFileFor(web: WebBuild, pathname: string): string | undefined {
  let file: string;
  try {
    file = decodeURIComponent(pathname.slice(1));
  } catch {
    return undefined;
  }
  // HTML is served only by clean URLs; compressed twins only through negotiation.
  if (/\.(?:html|br|gz)$/.test(file) || file.startsWith('.')) return undefined;
  return web.files.has(file) ? file : undefined;
}

/**
 * The public website: static assets, the HTML prerendered at build time (exact paths only, no
 * single-page fallback), server-rendered blog pages cached until posts change, sitemap.xml,
 * and the 404 page with HTTP 404 for everything else. Mount it after /healthz, /graphql, /api.
 */
export async function createSiteRouter(deps: SiteRouterDeps): Promise<Router> {
  const webDistDir = deps.webDistDir ?? defaultWebDistDir;
  const logError = deps.logError ?? ((message, error) => console.error(message, error));
  const executeGraphQL = inProcessGraphQL(deps.schema, deps.graphqlContext ?? (() => ({})));
  const pages = new HtmlCache<EncodedPage>(500, (page) => page.status === 200);
  let sitemap: Promise<string> | undefined;
  deps.blog.onChange(() => {
    pages.clear();
    sitemap = undefined;
  });

  let build = await loadWebBuild(webDistDir);
  let notFoundPage: Promise<EncodedPage> | undefined;

  const sitemapXml = (web: WebBuild): Promise<string> => {
    sitemap ??= deps.blog.list().then((posts) =>
      web.entry.sitemapXml(
        posts.map((post) => ({
          slug: post.slug,
          publishedAt: new Date(post.publishedAt).toISOString(),
        })),
      ),
    );
    return sitemap.catch((error: unknown) => {
      sitemap = undefined;
      throw error;
    });
  };

  const serve = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Built after the server started: picked up on the next request.
    build ??= await loadWebBuild(webDistDir);
    const web = build;
    if (!web) {
      res.status(503).type('text/plain').send(notBuiltMessage);
      return;
    }
    const url = new URL(req.originalUrl, 'http://site.local');
    const { pathname } = url;

    const file = buildFileFor(web, pathname);
    if (file) {
      const hashed = file.startsWith('assets/');
      sendBuildFile(req, res, {
        root: web.clientDir,
        file,
        files: web.files,
        cacheControl: hashed ? immutable : 'public, max-age=3600',
        immutable: hashed,
      });
      return;
    }

    // One address per page: /about/ -> /about.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.redirect(301, `${withoutTrailingSlashes(pathname) || '/'}${url.search}`);
      return;
    }

    if (pathname === '/sitemap.xml') {
      res
        .type('application/xml')
        .set('Cache-Control', revalidate)
        .send(await sitemapXml(web));
      return;
    }

    const mode = web.entry.servingMode(pathname);
    const key = renderKey(pathname, url.searchParams);
    // A query that changes a prerendered page (/contact?sent=1) is rendered like the blog.
    if (mode === 'prerendered' && key === pathname) {
      const page = pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`;
      sendBuildFile(req, res, {
        root: web.clientDir,
        file: page,
        files: web.files,
        cacheControl: revalidate,
      });
      return;
    }
    if (mode === 'not-found') {
      notFoundPage ??= encodePage({ status: 404, html: web.notFoundHtml });
      sendEncodedPage(req, res, await notFoundPage);
      return;
    }
    const page = await pages.get(key, async () => {
      const database = watchDatabase(executeGraphQL);
      const rendered = await web.entry.renderDocument(key, {
        template: web.template,
        manifest: web.manifest,
        executeGraphQL: database.execute,
        signal: AbortSignal.timeout(renderTimeoutMs),
      });
      database.rethrow();
      return encodePage(rendered);
    });
    sendEncodedPage(req, res, page);
  };

  const renderRefusedContactForm = async (contactForm: ServedContactForm) => {
    build ??= await loadWebBuild(webDistDir);
    if (!build) return undefined;
    const page = await build.entry.renderDocument(contactPath, {
      template: build.template,
      manifest: build.manifest,
      executeGraphQL,
      signal: AbortSignal.timeout(renderTimeoutMs),
      contactForm,
    });
    return page.html;
  };

  const router = express.Router();
  if (deps.contactForm) {
    router.use(
      contactFormPost({ ...deps.contactForm, renderRefused: renderRefusedContactForm, logError }),
    );
  }
  router.use((req, res, next) => {
    serve(req, res, next).catch((error: unknown) => {
      if (isDatabaseUnavailable(error) && !res.headersSent) {
        res
          .status(503)
          .set({ 'Retry-After': String(databaseRetryAfterSeconds), 'Cache-Control': 'no-store' })
          .type('text/plain')
          .send('This page is briefly unavailable. Please try again in a few seconds.');
        return;
      }
      logError(`Serving ${req.originalUrl} failed`, error);
      if (res.headersSent) return;
      res
        .status(500)
        .type('text/plain')
        .send('This page could not be shown because of a server error. Please try again shortly.');
    });
  });
  return router;
}
