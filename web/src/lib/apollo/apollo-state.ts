/** Global the server-rendered HTML sets for the browser's Apollo cache. */
export const apolloStateGlobal = '__APOLLO_STATE__';

declare global {
  interface Window {
    __APOLLO_STATE__?: Record<string, unknown>;
  }
}

/** An inline script assigning the cache; `<` is escaped so data can never close the element. */
export function apolloStateScript(state: Record<string, unknown>): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script>window.${apolloStateGlobal}=${json}</script>`;
}
