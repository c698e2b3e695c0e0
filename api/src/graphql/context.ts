import { type OwnerRequestAuth } from '../modules/owner/owner-request-auth';

/** Per-operation context, for HTTP requests and WebSocket subscriptions alike. */
export interface GraphQLContext {
  /** The client's address (behind TRUST_PROXY_HOPS proxies), for rate limits. */
  clientIp: string | undefined;
  /** The owner's desk session behind the request's cookie; absent for server-side renders. */
  ownerAuth?: OwnerRequestAuth;
}
