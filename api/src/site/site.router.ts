import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { contactPath } from '@landman/content';
import { execute, parse, type GraphQLSchema } from 'graphql';
import { pageContentSecurityPolicy } from '../http/content-security-policy';
import { type ContactService } from '../modules/contact/contact.service';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../db/database-unavailable';
import { contactFormPost } from './contact-form.post';
import { deskShellFile, isDeskPath, sendDeskShell } from './desk-shell';
import { watchDatabase } from './database-watch';
import { HtmlCache } from './html-cache';
import { renderKey } from './render-key';
import { RenderQueue, RenderQueueFullError } from './render-queue';
import { sameSitePath } from './same-site-path';
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
  /** Loads the web build; defaults to web/dist (webDistDir). Tests pass a stand-in renderer. */
  loadBuild?: () => Promise<WebBuild | undefined>;
  /** Server renders at once, and how many more may wait before the site answers 503. */
  renderLimits?: { maxRunning: number; maxWaiting: number };
}

const defaultWebDistDir = path.resolve(__dirname, '../../../web/dist');
const renderTimeoutMs = 10_000;
/** A post that does not exist is rendered once a minute at most, and soon shows once added. */
const missLifetimeMs = 60_000;
const maxMisses = 1_000;
const defaultRenderLimits = { maxRunning: 2, maxWaiting: 50 };
/** Seconds a visitor refused by a full render queue is asked to wait. */
const busyRetryAfterSeconds = 5;
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

/**
 * The request's URL. A request target such as `//host/path` is a path of this site, not a
 * protocol-relative address, so the origin is prefixed rather than resolved against.
 */
function requestUrl(target: string): URL {
  const origin = 'http://site.local';
  return target.startsWith('/') ? new URL(`${origin}${target}`) : new URL(target, origin);
}

/** The CSP header a page goes out with: the hashes of the inline scripts it holds. */
function setPagePolicy(res: Response, scriptHashes: readonly string[] | undefined): void {
  res.setHeader('Content-Security-Policy', pageContentSecurityPolicy(scriptHashes));
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
  const loadBuild = deps.loadBuild ?? (() => loadWebBuild(webDistDir));
  const logError = deps.logError ?? ((message, error) => console.error(message, error));
  const executeGraphQL = inProcessGraphQL(deps.schema, deps.graphqlContext ?? (() => ({})));
  const limits = deps.renderLimits ?? defaultRenderLimits;
  const renders = new RenderQueue(limits.maxRunning, limits.maxWaiting);
  // Pages that exist are kept until the blog changes; 404s (any made-up slug) for a minute.
  const pages = new HtmlCache<EncodedPage>({
    maxEntries: 500,
    lifetimeMs: (page) =>
      page.status === 200 ? Number.POSITIVE_INFINITY : page.status === 404 ? missLifetimeMs : 0,
    maxShortLived: maxMisses,
  });
  let sitemap: Promise<string> | undefined;
  deps.blog.onChange(() => {
    pages.clear();
    sitemap = undefined;
  });

  let build = await loadBuild();
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
    build ??= await loadBuild();
    const web = build;
    if (!web) {
      res.status(503).type('text/plain').send(notBuiltMessage);
      return;
    }
    const url = requestUrl(req.originalUrl);
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

    // One address per page: /about/ -> /about. Never to another host: see sameSitePath.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.redirect(301, `${sameSitePath(withoutTrailingSlashes(pathname) || '/')}${url.search}`);
      return;
    }

    if (isDeskPath(pathname) && web.files.has(deskShellFile)) {
      sendDeskShell(req, res, web);
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
      setPagePolicy(res, web.scriptHashes.get(page));
      sendBuildFile(req, res, {
        root: web.clientDir,
        file: page,
        files: web.files,
        cacheControl: revalidate,
      });
      return;
    }
    if (mode === 'not-found') {
      notFoundPage ??= encodePage({
        status: 404,
        html: web.notFoundHtml,
        scriptHashes: web.scriptHashes.get('404.html') ?? [],
      });
      const notFound = await notFoundPage;
      setPagePolicy(res, notFound.scriptHashes);
      sendEncodedPage(req, res, notFound);
      return;
    }
    let page: EncodedPage;
    try {
      page = await pages.get(key, () =>
        renders.run(async () => {
          const database = watchDatabase(executeGraphQL);
          const rendered = await web.entry.renderDocument(key, {
            template: web.template,
            manifest: web.manifest,
            executeGraphQL: database.execute,
            signal: AbortSignal.timeout(renderTimeoutMs),
          });
          database.rethrow();
          return encodePage(rendered);
        }),
      );
    } catch (error) {
      if (!(error instanceof RenderQueueFullError)) throw error;
      res
        .status(503)
        .set({ 'Retry-After': String(busyRetryAfterSeconds), 'Cache-Control': 'no-store' })
        .type('text/plain')
        .send('The site is busy right now. Please try again in a few seconds.');
      return;
    }
    setPagePolicy(res, page.scriptHashes);
    sendEncodedPage(req, res, page);
  };

  const renderRefusedContactForm = async (contactForm: ServedContactForm) => {
    build ??= await loadBuild();
    const web = build;
    if (!web) return undefined;
    // The same render slots as page views: with the line full, RenderQueueFullError reaches
    // the form post, which answers 503 "busy" (the visitor's values were not stored).
    const page = await renders.run(() =>
      web.entry.renderDocument(contactPath, {
        template: web.template,
        manifest: web.manifest,
        executeGraphQL,
        signal: AbortSignal.timeout(renderTimeoutMs),
        contactForm,
      }),
    );
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
