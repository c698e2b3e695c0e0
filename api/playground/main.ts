import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { createClient } from 'graphql-ws';
import { StrictMode, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { exampleOperations } from './example-operations';

// Same origin as the page: queries and mutations over HTTP, subscriptions over graphql-ws.
const endpoint = new URL('/graphql', window.location.href);
const socketUrl = `${endpoint.protocol === 'https:' ? 'wss' : 'ws'}://${endpoint.host}${endpoint.pathname}`;

const fetcher = createGraphiQLFetcher({
  url: endpoint.href,
  wsClient: createClient({ url: socketUrl, lazy: true, retryAttempts: 3 }),
});

const container = document.getElementById('graphiql');
if (!container) throw new Error('The playground page has no #graphiql element.');
container.textContent = '';
createRoot(container).render(
  createElement(
    StrictMode,
    null,
    createElement(GraphiQL, { fetcher, defaultQuery: exampleOperations }),
  ),
);
