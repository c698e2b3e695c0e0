import { useQuery } from '@apollo/client/react';
import type { PageQueryHook } from './page-query';
import { pageQueryKey } from './page-query-key';
import type { ServedPageData } from './served-page-data';

/**
 * The server's page-data hook: Apollo's useQuery, so the render waits for each query, and a
 * note of every result in `served`, which the page embeds for the browser to hydrate with.
 */
export function createServerPageQuery(served: ServedPageData): PageQueryHook {
  return function useServerPageQuery(document, variables) {
    // Apollo types `variables` as required or forbidden per document, which a hook generic over
    // documents cannot express; the document's own types still check every call site.
    const { data, loading, error } = useQuery(document, { variables } as never);
    if (data !== undefined) served[pageQueryKey(document, variables)] = data;
    return { data: data as never, loading, error };
  };
}
