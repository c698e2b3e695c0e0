import {
  loadLocationPage,
  loadServicePage,
  locationPath,
  locationSlugs,
  servicePath,
  serviceSlugs,
  staticRoutes,
  toolDefinitions,
  toolPath,
  toolSlugs,
} from '@landman/content';
import type { ReactElement } from 'react';
import { lazyPage, type LazyPage, type PageModule } from '../lib/code-splitting/lazy-page';

/** A page of the route table: its lazy component (the server loads it before rendering). */
interface PageDef {
  page: LazyPage<object>;
}

const homePage = lazyPage(() => import('../pages/home/home-page'));
const servicesIndexPage = lazyPage(() => import('../pages/services-index/services-index-page'));
const locationsIndexPage = lazyPage(() => import('../pages/locations-index/locations-index-page'));
const aboutPage = lazyPage(() => import('../pages/about/about-page'));
const privacyPage = lazyPage(() => import('../pages/legal/privacy-page'));
const termsPage = lazyPage(() => import('../pages/legal/terms-page'));
const sitemapPage = lazyPage(() => import('../pages/sitemap/sitemap-page'));
const blogListPage = lazyPage(() => import('../pages/blog/blog-list-page'));
const blogPostPage = lazyPage(() => import('../pages/blog-post/blog-post-page'));
const contactPage = lazyPage(() => import('../pages/contact/contact-page'));
const notFoundPage = lazyPage(() => import('../pages/not-found/not-found-page'));
const toolsIndexPage = lazyPage(() => import('../pages/tools-index/tools-index-page'));

/** The page behind each of content's static routes. */
const staticPages: Readonly<Record<string, PageDef>> = {
  '/': { page: homePage },
  '/services': { page: servicesIndexPage },
  '/locations': { page: locationsIndexPage },
  '/about': { page: aboutPage },
  '/privacy': { page: privacyPage },
  '/terms': { page: termsPage },
  '/sitemap': { page: sitemapPage },
  '/blog': { page: blogListPage },
  '/contact': { page: contactPage },
  '/tools': { page: toolsIndexPage },
};

export interface AppRoute {
  /** React Router path pattern. */
  path: string;
  element: ReactElement;
  page: LazyPage<object>;
}

function staticRoute(path: string): AppRoute {
  const def = staticPages[path];
  if (!def) throw new Error(`No page module for the static route ${path}`);
  const Page = def.page;
  return { path, element: <Page />, ...def };
}

/**
 * A family layout bound to one page's content module: rendering a page loads the layout and
 * that page's copy only, never its siblings'.
 */
function contentPage<Content>(
  loadLayout: () => Promise<PageModule<{ page: Content }>>,
  loadContent: () => Promise<Content>,
): LazyPage<object> {
  return lazyPage(async () => {
    const [{ default: Layout }, content] = await Promise.all([loadLayout(), loadContent()]);
    return { default: () => <Layout page={content} /> };
  });
}

function contentRoute<Content>(
  path: string,
  loadLayout: () => Promise<PageModule<{ page: Content }>>,
  loadContent: () => Promise<Content>,
): AppRoute {
  const page = contentPage(loadLayout, loadContent);
  const Page = page;
  return { path, element: <Page />, page };
}

const loadServiceLayout = () => import('../pages/service/service-page');
const loadLocationLayout = () => import('../pages/location/location-page');
const loadToolLayout = () => import('../pages/tool/tool-page');

const BlogPostPage = blogPostPage;
const NotFoundPage = notFoundPage;

/** Every route of the site, built from the content tables; anything else is the 404 page. */
export const appRoutes: readonly AppRoute[] = [
  ...staticRoutes.map((route) => staticRoute(route.path)),
  ...serviceSlugs.map((slug) =>
    contentRoute(servicePath(slug), loadServiceLayout, () => loadServicePage(slug)),
  ),
  ...locationSlugs.map((slug) =>
    contentRoute(locationPath(slug), loadLocationLayout, () => loadLocationPage(slug)),
  ),
  ...toolSlugs.map((slug) =>
    contentRoute(toolPath(slug), loadToolLayout, () => Promise.resolve(toolDefinitions[slug])),
  ),
  {
    path: '/blog/:slug',
    element: <BlogPostPage />,
    page: blogPostPage,
  },
];

export const notFoundRoute: AppRoute = {
  path: '*',
  element: <NotFoundPage />,
  page: notFoundPage,
};
