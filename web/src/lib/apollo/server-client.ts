import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import type { ExecuteGraphQL } from './execute-graphql';

/** A link that hands each operation to the server's own schema (no HTTP loop). */
function inProcessLink(executeGraphQL: ExecuteGraphQL): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        executeGraphQL({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/** One client per server render, so no visitor's data is shared with another's render. */
export function createServerApolloClient(executeGraphQL: ExecuteGraphQL): ApolloClient {
  return new ApolloClient({
    ssrMode: true,
    link: inProcessLink(executeGraphQL),
    cache: new InMemoryCache(),
  });
}
