import {
  blogListPageNumber,
  blogListPageParam,
  blogListPath,
  contactPath,
  contactSentParam,
  contactSentPath,
  filterableBlogCategory,
  contactLimits,
  contactMessageParam,
  contactToolParam,
  isToolSlug,
  toolDefinitions,
  toolOfPath,
  toolQuery,
} from '@landman/content';

/**
 * The URL a server-rendered page is rendered (and cached) for. Only /blog (`?category=`, a
 * category the site knows, and `?page=`) and /contact (`?sent=1`, the thank-you panel after a
 * form post without JavaScript) read their query; other query strings (tracking parameters,
 * made-up categories and the like) do not change the page, so they neither split the cache nor
 * reach the renderer. A `?page=` that is not a page number becomes page 0, one 404 for all.
 * A tool page keeps its own fields (the form's GET submission), and /contact the tool and
 * message a tool's "Send this to ..." link fills the form with.
 */
export function renderKey(pathname: string, query: URLSearchParams): string {
  if (pathname === '/blog') {
    const category = filterableBlogCategory(query.get('category'));
    return blogListPath(category, blogListPageNumber(query.get(blogListPageParam)));
  }
  if (pathname === contactPath && query.get(contactSentParam) === '1') return contactSentPath;
  const tool = toolOfPath(pathname);
  if (tool) {
    const fields = toolQuery(toolDefinitions[tool], Object.fromEntries(query));
    return fields ? `${pathname}?${fields}` : pathname;
  }
  if (pathname === contactPath) return contactFromToolKey(query) ?? pathname;
  return pathname;
}

function contactFromToolKey(query: URLSearchParams): string | undefined {
  const tool = query.get(contactToolParam) ?? '';
  const message = (query.get(contactMessageParam) ?? '').trim().slice(0, contactLimits.message);
  if (!isToolSlug(tool) || !message) return undefined;
  const kept = new URLSearchParams({ [contactToolParam]: tool, [contactMessageParam]: message });
  return `${contactPath}?${kept.toString()}`;
}

/**
 * A page rendered for one visitor's figures (a tool's result, a contact form filled from one):
 * rendered each time, never cached, so made-up inputs cannot crowd real pages out of the cache.
 */
export function isOneOffRenderKey(key: string): boolean {
  const [pathname = '', search] = key.split('?');
  return (
    search !== undefined &&
    (toolOfPath(pathname) !== undefined || (pathname === contactPath && key !== contactSentPath))
  );
}
