import { type IncomingMessage, type ServerResponse } from 'node:http';
import { answeredByRoutes, type RouteMount } from '../http/route-table';
import { answerFor, endWith, fileHeaders, type Answer, type ServedFile } from './served-file';

export interface MemoryLaneDeps {
  /** The paths Express routes before the site (the table server.ts mounts): never the site's. */
  routes: readonly RouteMount[];
  /** The response held for a URL path (no query), if the site has one ready in memory. */
  lookup: (pathname: string) => ServedFile | undefined;
  /** Every header the app's middleware gives a website response (siteSecurityHeaders). */
  securityHeaders: readonly (readonly [string, string])[];
  /** The request's id (the request log's rule, so ids look the same either way). */
  requestId: (req: IncomingMessage) => string;
  /** Writes the request log line once the response is handed over. */
  logAnswered: (req: IncomingMessage, id: string, status: number, startedAt: number) => void;
}

/** Answers the request from memory and returns true, or returns false to hand it to Express. */
export type MemoryLane = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Every header of one answer, security headers included, as the flat list writeHead takes;
 * worked out on first use and kept with the file (an answer is file x encoding x 304 or not).
 */
function headerListCache(securityHeaders: MemoryLaneDeps['securityHeaders']) {
  const lists = new WeakMap<ServedFile, Map<string, string[]>>();
  return (file: ServedFile, answer: Answer): string[] => {
    let byAnswer = lists.get(file);
    if (!byAnswer) lists.set(file, (byAnswer = new Map()));
    const key = `${answer.encoding} ${answer.status}`;
    let list = byAnswer.get(key);
    if (!list) {
      const merged = new Map<string, string>(securityHeaders);
      for (const [name, value] of fileHeaders(file, answer)) merged.set(name, value);
      list = [...merged].flat();
      byAnswer.set(key, list);
    }
    return list;
  };
}

/**
 * The website's hot path, in front of Express: a GET or HEAD for a URL the site holds in memory
 * (a prerendered page, a build file, a rendered page already cached) is answered here with the
 * same headers, request id and log line Express would give it, in one writeHead, at a fraction
 * of the CPU. Anything else (a query string, an unknown path, a redirect, a render) goes on to
 * Express unchanged.
 */
export function createMemoryLane(deps: MemoryLaneDeps): MemoryLane {
  const headerList = headerListCache(deps.securityHeaders);
  // Whatever the build holds on these paths, Express answers them.
  const routedFirst = answeredByRoutes(deps.routes);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url;
    if (!url || !url.startsWith('/') || url.includes('?') || routedFirst(url)) return false;
    const file = deps.lookup(url);
    if (!file) return false;
    const startedAt = performance.now();
    const id = deps.requestId(req);
    const answer = answerFor(req, file);
    const headers = headerList(file, answer).slice();
    headers.push('X-Request-Id', id);
    // One call with every header: Node's fast path (nothing was set on res before). The
    // shutdown drain may have set Connection: close; writeHead merges it in then.
    res.writeHead(answer.status, headers);
    endWith(req, res, answer);
    deps.logAnswered(req, id, answer.status, startedAt);
    return true;
  };
}
