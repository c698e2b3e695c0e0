/** Query results the server rendered the page with, by `pageQueryKey`. */
export type ServedPageData = Record<string, unknown>;

/** Global the server-rendered HTML sets for the browser. */
export const pageDataGlobal = '__PAGE_DATA__';

declare global {
  interface Window {
    __PAGE_DATA__?: ServedPageData;
  }
}

/** The results embedded in this page's HTML (none in tests and in the dev server). */
export function servedPageData(): ServedPageData | undefined {
  return typeof window === 'undefined' ? undefined : window[pageDataGlobal];
}

/**
 * The text of an inline script assigning the results; `<` is escaped so data can never close
 * the element.
 */
export function pageDataScript(data: ServedPageData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.${pageDataGlobal}=${json}`;
}
