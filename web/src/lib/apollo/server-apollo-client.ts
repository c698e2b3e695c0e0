import { createContext } from 'react';
import type { ApolloClient } from '@apollo/client';

/**
 * The per-request Apollo client during server rendering; null in the browser.
 * Kept apart from the Apollo runtime so pages without data never load it.
 */
export const ServerApolloClientContext = createContext<ApolloClient | null>(null);
