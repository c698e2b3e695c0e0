/** Per-operation context, for HTTP requests and WebSocket subscriptions alike. */
export interface GraphQLContext {
  /** The client's address (behind TRUST_PROXY_HOPS proxies), for rate limits. */
  clientIp: string | undefined;
}
