import { ApolloProvider } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { getBrowserApolloClient } from './browser-client';
import { ServerApolloClientContext } from './server-apollo-client';

/**
 * Provides Apollo to the part of the tree that uses GraphQL (blog routes, the chat panel).
 * It is loaded together with those lazy modules, so other pages ship without Apollo.
 */
export function ApolloBoundary({ children }: { children: ReactNode }) {
  const serverClient = useContext(ServerApolloClientContext);
  return (
    <ApolloProvider client={serverClient ?? getBrowserApolloClient()}>{children}</ApolloProvider>
  );
}
