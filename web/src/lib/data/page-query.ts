import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext, useContext } from 'react';

export type QueryVariables = Record<string, unknown>;

export interface PageQueryResult<TData> {
  data: TData | undefined;
  /** True while the result has not arrived yet. */
  loading: boolean;
  error: Error | undefined;
}

/** A hook that reads one GraphQL query for a page (pages render on the server only). */
export type PageQueryHook = <TData, TVariables extends QueryVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => PageQueryResult<TData>;

/** No hook outside a server render: page data is read there, and only there. */
const noPageQuery: PageQueryHook = () => {
  throw new Error('Page data is read in a server render only (provide PageQueryContext)');
};

/**
 * Which hook reads page data: the server render provides one built on Apollo's useQuery (see
 * server-page-query.ts); tests provide their own.
 */
export const PageQueryContext = createContext<PageQueryHook>(noPageQuery);

/** The data of one GraphQL query for the page being shown. */
export function usePageQuery<TData, TVariables extends QueryVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): PageQueryResult<TData> {
  const usePageQueryHook = useContext(PageQueryContext);
  return usePageQueryHook(document, variables);
}
