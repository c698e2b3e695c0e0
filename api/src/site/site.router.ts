import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { contactPath } from '@landman/content';
import { execute, parse, type GraphQLSchema } from 'graphql';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../db/database-unavailable';
import { loggablePath } from '../http/loggable-path';
import { BlogNotFoundPage, blogPostSlug, notFoundSlugPath } from './blog-not-found';
import { contactFormPost, type ContactFormPostDeps } from './contact-form.post';
import {
  deskShellFile,
  isDeskPath,
  isMeetingPath,
  meetingShellFile,
  sendDeskShell,
} from './desk-shell';
import { watchDatabase } from './database-watch';
import { HtmlCache } from './html-cache';
import { PageFrames } from './page-frames';
import { isOneOffRenderKey, renderKey } from './render-key';
import { RenderQueue, RenderQueueFullError } from './render-queue';
import { sameSitePath } from './same-site-path';
import { encodePage, sendBuildFile } from './send-encoded';
import { sendServedFile, servedFileBytes, type ServedFile } from './served-file';
import { type PageFrameSource } from '../kernel/pages/server-page';
import { cacheControlFor, loadStaticFiles, revalidateCacheControl } from './static-files';
import {
  loadWebBuild,
  type ExecuteGraphQL,
  type ServedContactForm,
  type SitemapLimits,
  type WebBuild,
} from './web-build';

/** What the site needs from the blog: post dates for sitemap.xml and a signal when posts change. */
export interface SiteBlogSource {
  sitemapPosts(): Promise<readonly { slug: string; publishedAt: Date | string }[]>;
  /** Calls `listener` after posts are added, changed or removed; returns an unsubscribe function. */
  onChange(listener: () => void): () => void;
  /** Whether a post has this slug: cheap, with no render (BlogService.hasPost). */
  hasPost(slug: string): Promise<boolean>;
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
  contactForm?: Omit<ContactFormPostDeps, 'renderRefused' | 'logError'>;
  /** Loads the web build; defaults to web/dist (webDistDir). Tests pass a stand-in renderer. */
  loadBuild?: () => Promise<WebBuild | undefined>;
  /** Server renders at once, and how many more may wait before the site answers 503. */
  renderLimits?: { maxRunning: number; maxWaiting: number };
  /** Where sitemap.xml splits into a sitemap index; the protocol's limits when absent. */
  sitemapLimits?: SitemapLimits;
}

const defaultWebDistDir = path.resolve(__dirname, '../../../web/dist');
const renderTimeoutMs = 10_000;
/** A post that does not exist is rendered once a minute at most, and soon shows once added. */
const missLifetimeMs = 60_000;
const maxMisses = 1_000;
const maxMissBytes = 16 * 1024 * 1024;
/** Server-rendered pages kept (each in three encodings): at most this many, this many bytes. */
const maxRenderedPages = 500;
const maxRenderedBytes = 64 * 1024 * 1024;
const defaultRenderLimits = { maxRunning: 2, maxWaiting: 50 };
/** Seconds a visitor refused by a full render queue is asked to wait. */
const busyRetryAfterSeconds = 5;
const sitemapName = /^\/sitemap(?:-[1-9][0-9]{0,5})?\.xml$/;

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
  // HTML is served only by clean URLs; compressed twins only through negotiation. Source maps
  // stay on disk for whoever debugs the build and are never served: they would publish every
  // source file, the desk's included.
  if (/\.(?:html|br|gz|map)$/.test(file) || file.startsWith('.')) return undefined;
  return web.files.has(file) ? file : undefined;
}

/** The web build with its files read into memory, and its 404 page ready to send. */
interface LoadedSite {
  web: WebBuild;
  /** By path under the client build (`about/index.html`, `assets/x.js`). */
  inMemory: ReadonlyMap<string, ServedFile>;
  /** The same files by the URL path that serves them (`/about`, `/assets/x.js`). */
  byUrlPath: ReadonlyMap<string, ServedFile>;
  notFound: ServedFile;
}

/** The URL path each held file answers, exactly as serve() would map it (no redirects, no queries). */
function byUrlPath(web: WebBuild, inMemory: ReadonlyMap<string, ServedFile>) {
  const byPath = new Map<string, ServedFile>();
  for (const [file, served] of inMemory) {
    if (file === 'index.html' || file.endsWith('/index.html')) {
      const pathname = file === 'index.html' ? '/' : `/${file.slice(0, -'/index.html'.length)}`;
      if (web.entry.servingMode(pathname) === 'prerendered') byPath.set(pathname, served);
      continue;
    }
    const pathname = `/${file}`;
    if (encodeURI(pathname) === pathname && buildFileFor(web, pathname) === file) {
      byPath.set(pathname, served);
    }
  }
  return byPath;
}

async function loadSite(
  loadBuild: () => Promise<WebBuild | undefined>,
): Promise<LoadedSite | undefined> {
  const web = await loadBuild();
  if (!web) return undefined;
  const [inMemory, notFound] = await Promise.all([
    loadStaticFiles(web.clientDir, web.files, web.scriptHashes),
    encodePage({
      status: 404,
      html: web.notFoundHtml,
      scriptHashes: web.scriptHashes.get('404.html') ?? [],
    }),
  ]);
  return { web, inMemory, byUrlPath: byUrlPath(web, inMemory), notFound };
}

/** The file a prerendered page's path was written to (`/about` -> `about/index.html`). */
function prerenderedFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`;
}

/**
 * The public website, served from memory: static assets and the HTML prerendered at build time
 * (exact paths only, no single-page fallback), read once at start with their brotli and gzip
 * forms; server-rendered blog pages, rendered once and cached until posts change; sitemap.xml;
 * the 404 page with HTTP 404 for everything else. Mount it after /healthz, /graphql, /api.
 */
export async function createSiteRouter(deps: SiteRouterDeps): Promise<Router> {
  return (await createSite(deps)).router;
}

/**
 * The site router, and `lookup` for the memory lane in front of Express (memory-lane.ts): the
 * response held for a URL path, prerendered or already rendered, if there is one.
 */
export async function createSite(deps: SiteRouterDeps): Promise<{
  router: Router;
  lookup: (pathname: string) => ServedFile | undefined;
  /** The site's frame for the pages the API writes itself (server-page.ts). */
  pageFrame: PageFrameSource;
}> {
  const webDistDir = deps.webDistDir ?? defaultWebDistDir;
  const loadBuild = deps.loadBuild ?? (() => loadWebBuild(webDistDir));
  const logError = deps.logError ?? ((message, error) => console.error(message, error));
  const executeGraphQL = inProcessGraphQL(deps.schema, deps.graphqlContext ?? (() => ({})));
  const limits = deps.renderLimits ?? defaultRenderLimits;
  const renders = new RenderQueue(limits.maxRunning, limits.maxWaiting);
  // Pages that exist are kept until the blog changes; 404s (any made-up slug) for a minute.
  const pages = new HtmlCache<ServedFile>({
    maxEntries: maxRenderedPages,
    maxBytes: maxRenderedBytes,
    sizeOf: servedFileBytes,
    lifetimeMs: (page) =>
      page.status === 200 ? Number.POSITIVE_INFINITY : page.status === 404 ? missLifetimeMs : 0,
    maxShortLived: maxMisses,
    maxShortLivedBytes: maxMissBytes,
  });
  let sitemaps: Promise<Map<string, string>> | undefined;
  deps.blog.onChange(() => {
    pages.clear();
    sitemaps = undefined;
  });

  let site = await loadSite(loadBuild);

  /** One render of the blog's not-found page, outside the render line, for every unknown slug. */
  const renderPage = async (web: WebBuild, key: string): Promise<ServedFile> => {
    const database = watchDatabase(executeGraphQL);
    const rendered = await web.entry.renderDocument(key, {
      template: web.template,
      manifest: web.manifest,
      executeGraphQL: database.execute,
      signal: AbortSignal.timeout(renderTimeoutMs),
    });
    database.rethrow();
    return encodePage(rendered);
  };
  let blogNotFound: BlogNotFoundPage | undefined;
  /** The prebuilt page, or the site's 404 page should it fail to render: a 404 either way. */
  const blogNotFoundPage = async (loaded: LoadedSite): Promise<ServedFile> => {
    blogNotFound ??= new BlogNotFoundPage(() => renderPage(loaded.web, notFoundSlugPath));
    try {
      return await blogNotFound.get();
    } catch (error) {
      logError('Rendering the blog not-found page failed', error);
      return loaded.notFound;
    }
  };

  /** sitemap.xml (and its children, once split), built once until the blog changes. */
  const sitemapFile = async (web: WebBuild, name: string): Promise<string | undefined> => {
    sitemaps ??= deps.blog.sitemapPosts().then((posts) =>
      web.entry.sitemapFiles(
        posts.map((post) => ({
          slug: post.slug,
          publishedAt: new Date(post.publishedAt).toISOString(),
        })),
        deps.sitemapLimits,
      ),
    );
    const files = sitemaps;
    try {
      return (await files).get(name);
    } catch (error) {
      if (sitemaps === files) sitemaps = undefined;
      throw error;
    }
  };

  const serve = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Built after the server started: picked up on the next request.
    site ??= await loadSite(loadBuild);
    if (!site) {
      res.status(503).type('text/plain').send(notBuiltMessage);
      return;
    }
    const { web, inMemory } = site;
    const url = requestUrl(req.originalUrl);
    const { pathname } = url;

    const file = buildFileFor(web, pathname);
    if (file) {
      const held = inMemory.get(file);
      if (held) sendServedFile(req, res, held);
      else {
        const cacheControl = cacheControlFor(file);
        sendBuildFile(req, res, { root: web.clientDir, file, files: web.files, cacheControl });
      }
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
    if (isMeetingPath(pathname) && web.files.has(meetingShellFile)) {
      sendDeskShell(req, res, web, meetingShellFile, web.scriptHashes.get(meetingShellFile));
      return;
    }

    // /sitemap.xml, and /sitemap-N.xml while it is a sitemap index; other names are 404s.
    const sitemap = sitemapName.test(pathname)
      ? await sitemapFile(web, pathname.slice(1))
      : undefined;
    if (sitemap !== undefined) {
      res.type('application/xml').set('Cache-Control', revalidateCacheControl).send(sitemap);
      return;
    }

    const mode = web.entry.servingMode(pathname);
    const key = renderKey(pathname, url.searchParams);
    // A query that changes a prerendered page (/contact?sent=1) is rendered like the blog.
    const prerendered = mode === 'prerendered' && key === pathname;
    const held = prerendered ? inMemory.get(prerenderedFile(pathname)) : undefined;
    if (held) {
      sendServedFile(req, res, held);
      return;
    }
    if (mode === 'not-found') {
      sendServedFile(req, res, site.notFound);
      return;
    }
    // An unknown slug costs a set lookup, never a render: renders are for posts that exist.
    const slug = blogPostSlug(pathname);
    if (slug !== undefined && !(await deps.blog.hasPost(slug))) {
      sendServedFile(req, res, await blogNotFoundPage(site));
      return;
    }
    let page: ServedFile;
    const render = () => renders.run(() => renderPage(web, key));
    try {
      // A tool's result (its inputs in the query) is rendered once, never kept: made-up inputs
      // cannot push real pages out of the cache.
      page = isOneOffRenderKey(key) ? await render() : await pages.get(key, render);
    } catch (error) {
      if (!(error instanceof RenderQueueFullError)) throw error;
      res
        .status(503)
        .set({ 'Retry-After': String(busyRetryAfterSeconds), 'Cache-Control': 'no-store' })
        .type('text/plain')
        .send('The site is busy right now. Please try again in a few seconds.');
      return;
    }
    sendServedFile(req, res, page);
  };

  const renderRefusedContactForm = async (contactForm: ServedContactForm) => {
    site ??= await loadSite(loadBuild);
    if (!site) return undefined;
    const { web } = site;
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
      logError(`Serving ${loggablePath(req.originalUrl)} failed`, error);
      if (res.headersSent) return;
      res
        .status(500)
        .type('text/plain')
        .send('This page could not be shown because of a server error. Please try again shortly.');
    });
  });
  const lookup = (pathname: string) => site?.byUrlPath.get(pathname) ?? pages.peek(pathname);
  const frames = new PageFrames(async () => (site ??= await loadSite(loadBuild))?.web, logError);
  return { router, lookup, pageFrame: (section) => frames.get(section) };
}
