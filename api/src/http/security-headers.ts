import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type Request, type RequestHandler } from 'express';
import helmet from 'helmet';
import {
  apiContentSecurityPolicy,
  pageContentSecurityPolicy,
  playgroundContentSecurityPolicy,
} from '../kernel/http/content-security-policy';
import { playgroundAssetsPath } from './playground';

/** Browser features the site never uses, off for it and anything it might embed. */
const permissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const apiPaths = /^\/(?:api|healthz|__bench)(?:\/|$)/;

/** GraphiQL: its files, or GET /graphql from a browser (as playground.ts decides). */
function isPlayground(req: Request): boolean {
  if (req.path.startsWith(`${playgroundAssetsPath}/`)) return true;
  return (
    req.path === '/graphql' &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) ===
      'text/html'
  );
}

/**
 * The Content-Security-Policy a response starts with, by path. Pages the site router serves
 * replace it with one listing their inline scripts' hashes (pageContentSecurityPolicy).
 */
function defaultPolicy(req: Request): string {
  if (isPlayground(req)) return playgroundContentSecurityPolicy;
  if (req.path === '/graphql' || apiPaths.test(req.path)) return apiContentSecurityPolicy;
  return pageContentSecurityPolicy();
}

function helmetFor(options: { production: boolean }) {
  return helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: options.production
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
}

/**
 * Headers for every response: helmet's set (nosniff, Referrer-Policy, X-Frame-Options,
 * Cross-Origin-Opener/Resource-Policy and the rest), HSTS in production only (a development
 * server on plain http must not pin browsers to https for localhost), Permissions-Policy and
 * a Content-Security-Policy by path.
 */
export function securityHeaders(options: { production: boolean }): RequestHandler[] {
  const fromHelmet = helmetFor(options);
  const ours: RequestHandler = (req, res, next) => {
    res.setHeader('Permissions-Policy', permissionsPolicy);
    res.setHeader('Content-Security-Policy', defaultPolicy(req));
    next();
  };
  return [fromHelmet, ours];
}

/**
 * The headers securityHeaders() gives a page or file of the website (any path but /api,
 * /graphql, /healthz), worked out once, for responses the site writes from memory without
 * going through Express (site/memory-lane.ts). Recorded from the same helmet middleware, so
 * the two cannot drift apart.
 */
export function siteSecurityHeaders(options: { production: boolean }): [string, string][] {
  const recorded = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => recorded.set(name, String(value)),
    removeHeader: (name: string) => recorded.delete(name),
  };
  helmetFor(options)(
    { headers: {}, method: 'GET', url: '/' } as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => undefined,
  );
  recorded.set('Permissions-Policy', permissionsPolicy);
  recorded.set('Content-Security-Policy', pageContentSecurityPolicy());
  return [...recorded];
}
