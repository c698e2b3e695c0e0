import { useQuery } from '@apollo/client/react';
import type { PageQueryHook } from './page-query';

/**
 * The server's page-data hook: Apollo's useQuery, so the render waits for each query. Pages
 * are server HTML only (no browser re-renders them), so the results need not be embedded.
 */
export function createServerPageQuery(): PageQueryHook {
  return function useServerPageQuery(document, variables) {
    // Apollo types `variables` as required or forbidden per document, which a hook generic over
    // documents cannot express; the document's own types still check every call site.
    const { data, loading, error } = useQuery(document, { variables } as never);
    return { data: data as never, loading, error };
  };
}
