/**
 * Per-operation context, for HTTP requests and WebSocket subscriptions alike: what every way in
 * (GraphQL, REST) knows of the caller. A module adds its own fields by declaration merging
 * (modules/owner adds the desk session), so this layer imports no feature.
 */
export interface RequestContext {
  /** The client's address (behind TRUST_PROXY_HOPS proxies), for rate limits. */
  clientIp: string | undefined;
  /** The client's User-Agent: with the address, ties a chat or a lead to its visit (insights). */
  userAgent?: string;
}
