import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext, useContext } from 'react';
import { browserPageQuery } from './browser-page-query';

export type QueryVariables = Record<string, unknown>;

export interface PageQueryResult<TData> {
  data: TData | undefined;
  /** True while the result is neither in the served HTML nor fetched yet. */
  loading: boolean;
  error: Error | undefined;
}

/** A hook that reads one GraphQL query for a page: Apollo on the server, see below in browsers. */
export type PageQueryHook = <TData, TVariables extends QueryVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => PageQueryResult<TData>;

/**
 * Which hook reads page data. The server provides one built on Apollo's useQuery (its render
 * waits for the data); browsers default to `browserPageQuery`, which answers from the data the
 * server embedded and downloads Apollo only for a query the page was not served with. The
 * value is fixed for the app's lifetime, so each component always calls the same hook.
 */
export const PageQueryContext = createContext<PageQueryHook>(browserPageQuery);

/** The data of one GraphQL query for the page being shown. */
export function usePageQuery<TData, TVariables extends QueryVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): PageQueryResult<TData> {
  const usePageQueryHook = useContext(PageQueryContext);
  return usePageQueryHook(document, variables);
}
