import type { ApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import type { PageQueryHook } from './page-query';
import { pageQueryKey } from './page-query-key';
import { servedPageData, type ServedPageData } from './served-page-data';

interface Result {
  key: string;
  data?: unknown;
  error?: Error;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * A page-data hook for browsers. A result the server rendered the page with is used as it is,
 * so hydration needs no request and no Apollo; any other query (a client-side navigation, a
 * category filter) loads the Apollo client on first use and fetches through it, cache first.
 */
export function createBrowserPageQuery(
  loadClient: () => Promise<ApolloClient>,
  served: () => ServedPageData | undefined = servedPageData,
): PageQueryHook {
  let client: ApolloClient | undefined;
  const connect = async () => (client ??= await loadClient());

  /** What is known without a request: served data, or Apollo's cache once it is loaded. */
  function knownResult(key: string, read: () => unknown): Result | undefined {
    const servedData = served()?.[key];
    if (servedData !== undefined) return { key, data: servedData };
    const cached = client ? read() : undefined;
    return cached === undefined || cached === null ? undefined : { key, data: cached };
  }

  return function useBrowserPageQuery(document, variables) {
    const key = pageQueryKey(document, variables);
    const [fetched, setFetched] = useState<Result>();
    const result =
      fetched?.key === key
        ? fetched
        : knownResult(key, () => client?.readQuery({ query: document, variables }));
    const missing = result === undefined;

    useEffect(() => {
      if (!missing) return;
      let current = true;
      connect()
        .then((apollo) => apollo.query({ query: document, variables }))
        .then(
          ({ data }) => current && setFetched({ key, data }),
          (error: unknown) => current && setFetched({ key, error: asError(error) }),
        );
      return () => {
        current = false;
      };
      // `key` stands for the document and its variables, which are new objects every render.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key, missing]);

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
