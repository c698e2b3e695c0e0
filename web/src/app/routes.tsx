import {
  loadLocationPage,
  loadServicePage,
  locationPath,
  locationSlugs,
  servicePath,
  serviceSlugs,
  staticRoutes,
} from '@landman/content';
import type { ReactElement } from 'react';
import { lazyPage, type LazyPage, type PageModule } from '../lib/code-splitting/lazy-page';

/** A page of the route table: its lazy component and the source modules of its chunks. */
interface PageDef {
  page: LazyPage<object>;
  /** Source files (Vite manifest keys) of the page's chunks, for modulepreload hints. */
  modules: readonly string[];
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

/** The page behind each of content's static routes. */
const staticPages: Readonly<Record<string, PageDef>> = {
  '/': { page: homePage, modules: ['src/pages/home/home-page.tsx'] },
  '/services': {
    page: servicesIndexPage,
    modules: ['src/pages/services-index/services-index-page.tsx'],
  },
  '/locations': {
    page: locationsIndexPage,
    modules: ['src/pages/locations-index/locations-index-page.tsx'],
  },
  '/about': { page: aboutPage, modules: ['src/pages/about/about-page.tsx'] },
  '/privacy': { page: privacyPage, modules: ['src/pages/legal/privacy-page.tsx'] },
  '/terms': { page: termsPage, modules: ['src/pages/legal/terms-page.tsx'] },
  '/sitemap': { page: sitemapPage, modules: ['src/pages/sitemap/sitemap-page.tsx'] },
  '/blog': { page: blogListPage, modules: ['src/pages/blog/blog-list-page.tsx'] },
  '/contact': { page: contactPage, modules: ['src/pages/contact/contact-page.tsx'] },
};

export interface AppRoute {
  /** React Router path pattern. */
  path: string;
  element: ReactElement;
  page: LazyPage<object>;
  modules: readonly string[];
}

function staticRoute(path: string): AppRoute {
  const def = staticPages[path];
  if (!def) throw new Error(`No page module for the static route ${path}`);
  const Page = def.page;
  return { path, element: <Page />, ...def };
}

/**
 * A family layout bound to one page's content module: the page's chunk list holds the layout
 * and that page's copy only, never its siblings'.
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
  layout: { load: () => Promise<PageModule<{ page: Content }>>; module: string },
  content: { load: () => Promise<Content>; module: string },
): AppRoute {
  const page = contentPage(layout.load, content.load);
  const Page = page;
  return { path, element: <Page />, page, modules: [layout.module, content.module] };
}

const serviceLayout = {
  load: () => import('../pages/service/service-page'),
  module: 'src/pages/service/service-page.tsx',
};
const locationLayout = {
  load: () => import('../pages/location/location-page'),
  module: 'src/pages/location/location-page.tsx',
};

const BlogPostPage = blogPostPage;
const NotFoundPage = notFoundPage;

/** Every route of the site, built from the content tables; anything else is the 404 page. */
export const appRoutes: readonly AppRoute[] = [
  ...staticRoutes.map((route) => staticRoute(route.path)),
  ...serviceSlugs.map((slug) =>
    contentRoute(servicePath(slug), serviceLayout, {
      load: () => loadServicePage(slug),
      module: `../content/src/services/${slug}.ts`,
    }),
  ),
  ...locationSlugs.map((slug) =>
    contentRoute(locationPath(slug), locationLayout, {
      load: () => loadLocationPage(slug),
      module: `../content/src/locations/${slug}.ts`,
    }),
  ),
  {
    path: '/blog/:slug',
    element: <BlogPostPage />,
    page: blogPostPage,
    modules: ['src/pages/blog-post/blog-post-page.tsx'],
  },
];

export const notFoundRoute: AppRoute = {
  path: '*',
  element: <NotFoundPage />,
  page: notFoundPage,
  modules: ['src/pages/not-found/not-found-page.tsx'],
};
