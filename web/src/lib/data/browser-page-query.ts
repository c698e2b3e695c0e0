import type { ApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import type { PageQueryHook } from './page-query';
import { pageQueryKey } from './page-query-key';
import { servedPageData, type ServedPageData } from './served-page-data';

interface Result {
  key: string;
  data?: unknown;
  error?: Error;
  /** Older than pageDataMaxAgeMs: shown as it is, and fetched again meanwhile. */
  stale?: boolean;
}

/** Spec section 9: data is kept for five minutes; after that it is refreshed when next used. */
export const pageDataMaxAgeMs = 5 * 60_000;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * A page-data hook for browsers. A result the server rendered the page with is used as it is,
 * so hydration needs no request and no Apollo; any other query (a client-side navigation, a
 * category filter) loads the Apollo client on first use and fetches through it, then answers
 * from Apollo's cache. Results over five minutes old are shown and refreshed meanwhile
 * (a tab left open still sees new articles).
 */
export function createBrowserPageQuery(
  loadClient: () => Promise<ApolloClient>,
  served: () => ServedPageData | undefined = servedPageData,
  now: () => number = Date.now,
): PageQueryHook {
  let client: ApolloClient | undefined;
  const connect = async () => (client ??= await loadClient());
  // The served results are as old as the page; fetched ones as old as their request.
  const pageLoadedAt = now();
  const fetchedAt = new Map<string, number>();
  const isStale = (since: number) => now() - since > pageDataMaxAgeMs;

  /** What is known without a request: Apollo's cache once it holds the query, or served data. */
  function knownResult(key: string, read: () => unknown): Result | undefined {
    const cachedAt = fetchedAt.get(key);
    const cached = client && cachedAt !== undefined ? read() : undefined;
    if (cached !== undefined && cached !== null) {
      return { key, data: cached, stale: isStale(cachedAt!) };
    }
    const servedData = served()?.[key];
    if (servedData !== undefined) return { key, data: servedData, stale: isStale(pageLoadedAt) };
    return undefined;
  }

  return function useBrowserPageQuery(document, variables) {
    const key = pageQueryKey(document, variables);
    const [fetched, setFetched] = useState<Result>();
    const result =
      fetched?.key === key
        ? fetched
        : knownResult(key, () => client?.readQuery({ query: document, variables }));
    const missing = result === undefined;
    const stale = result?.stale === true;

    useEffect(() => {
      if (!missing && !stale) return;
      let current = true;
      const shown = result?.data;
      connect()
        .then((apollo) => apollo.query({ query: document, variables, fetchPolicy: 'network-only' }))
        .then(
          ({ data }) => {
            fetchedAt.set(key, now());
            if (current) setFetched({ key, data });
          },
          (error: unknown) => {
            if (!current) return;
            // A failed refresh keeps what is on screen; only a first load shows the error.
            setFetched(shown === undefined ? { key, error: asError(error) } : { key, data: shown });
          },
        );
      return () => {
        current = false;
      };
      // `key` stands for the document and its variables, which are new objects every render.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key, missing, stale]);

    return {
      data: result?.data as never,
      loading: missing,
      error: result?.error,
    };
  };
}

/** The browsers' hook, with the app's Apollo client loaded on first use. */
export const browserPageQuery = createBrowserPageQuery(async () =>
  (await import('../apollo/browser-client')).getBrowserApolloClient(),
);
