import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { isToolSlug, toolDefinitions, toolFieldNames, toolOfPath } from '@landman/content';
import { LRUCache } from 'lru-cache';
import { campaignOf } from './campaign';
import { type DailyVisitorKeys } from './daily-visitor-keys';
import { deviceClass } from './device-class';
import { type PageView } from './page-view';
import { isPageShown, notCountedRequest, notCountedVisitor } from './page-view-rules';
import { referrerHost } from './referrer-host';
import { type VisitAction } from './visit-action';

/** What the HTTP layer lends the recorder (modules never import http/). */
export interface RequestReading {
  /** The client's address behind the trusted proxies (http/client-address.ts). */
  addressOf(req: IncomingMessage): string | undefined;
  /** The path as it may be kept: no query, secret tokens replaced (http/loggable-path.ts). */
  keptPath(url: string): string;
}

export interface PageViewRecorderOptions {
  /** The site's canonical host: a referrer from it is a link inside the site. */
  siteHost: string;
  /** The header a trusted proxy puts the visitor's country in (INSIGHTS_COUNTRY_HEADER). */
  countryHeader: string | undefined;
  now?: () => Date;
}

/**
 * A finished request as it was taken on its way out: what it takes to judge and describe it
 * later, in the background. Nothing here is kept in the database as it is.
 */
export interface ServedRequest {
  at: Date;
  url: string;
  status: number;
  contentType: string | undefined;
  headers: IncomingHttpHeaders;
  address: string;
  /** A deadline tool's reminder download (GET /api/tools/:slug.ics), not a page. */
  reminder: boolean;
  keptPath: (url: string) => string;
}

/** What a served request counts as: a page view, and a step of the visit it made, if any. */
export interface Counted {
  view?: PageView;
  action?: VisitAction;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The response's Content-Type. The memory lane (site/memory-lane.ts) writes every header in one
 * writeHead(status, [flat list]) call, Node's fast path, which keeps them out of getHeader():
 * then they are read from the header block Node wrote (`_header`, set once headers are sent).
 */
function contentTypeOf(res: ServerResponse): string | undefined {
  const set = res.getHeader('content-type');
  if (set !== undefined) return firstValue(set as string | string[]);
  const written = (res as unknown as { _header?: unknown })._header;
  if (typeof written !== 'string') return undefined;
  return /\r\ncontent-type:[ \t]*([^\r\n]*)/i.exec(written)?.[1];
}

/** GET /api/tools/pooling-election-deadline.ics?...: a deadline tool's reminder file. */
const reminderPath = /^\/api\/tools\/([a-z0-9-]+)\.ics$/;

/**
 * Counts the pages the server shows to people, with no script and no cookie. The request is
 * judged before it is served (method, desk, prefetch, Do Not Track / GPC, crawlers) at the cost
 * of a few string tests; once the response has finished, its status, type and headers are
 * appended to memory, and that is all a request ever waits for. The rest (is it a page, the
 * visitor's key, the referrer, the campaign) is worked out by `count`, in batches, off the
 * requests' path. A tool's form answered by the server and a tool's reminder download are also
 * steps of the visit (a result computed in the browser never reaches the server).
 */
export class PageViewRecorder {
  private readonly now: () => Date;
  /**
   * The kept form of the paths seen lately: a site serves a few hundred pages, and working a
   * path's secrets out segment by segment cost about 6 µs a view. Only paths kept as they are
   * (nothing replaced in them, so no secret in the key) are remembered, in memory only.
   */
  private readonly keptPaths = new LRUCache<string, string>({ max: 1_000 });

  constructor(
    private readonly keys: DailyVisitorKeys,
    private readonly record: (served: ServedRequest) => void,
    private readonly options: PageViewRecorderOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Call for every HTTP request, before it is answered. */
  observe(req: IncomingMessage, res: ServerResponse, reading: RequestReading): void {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
    const reminder = pathname.startsWith('/api/tools/');
    const notCounted = reminder
      ? req.method === 'GET'
        ? notCountedVisitor(req.headers)
        : 'method'
      : notCountedRequest(req.method, pathname, req.headers);
    if (notCounted !== undefined) return;
    const at = this.now();
    res.once('finish', () => {
      this.record({
        at,
        url,
        status: res.statusCode,
        contentType: contentTypeOf(res),
        headers: req.headers,
        address: reading.addressOf(req) ?? '',
        reminder,
        keptPath: reading.keptPath,
      });
    });
  }

  /** The path as it is kept (no query, secrets replaced), at most 512 characters. */
  private keptPathOf(pathname: string, keptPath: (url: string) => string): string {
    const known = this.keptPaths.get(pathname);
    if (known !== undefined) return known;
    const kept = keptPath(pathname).slice(0, 512) || '/';
    if (kept === pathname) this.keptPaths.set(pathname, kept);
    return kept;
  }

  /** What a finished request counts as (nothing for an error, a redirect, a non-page). */
  count(served: ServedRequest): Counted {
    const { url, headers } = served;
    const queryAt = url.indexOf('?');
    const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
    const userAgent = headers['user-agent'] ?? '';
    if (served.reminder) {
      const slug = reminderPath.exec(pathname)?.[1];
      if (served.status !== 200 || !slug || !isToolSlug(slug)) return {};
      const visitorKey = this.keys.keyOf(served.address, userAgent, served.at);
      return { action: { at: served.at, visitorKey, action: 'tool-reminder', detail: slug } };
    }
    if (!isPageShown(served.status, served.contentType, headers)) return {};
    const query = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1));
    const country = this.options.countryHeader
      ? firstValue(headers[this.options.countryHeader])?.trim().toUpperCase()
      : undefined;
    const view: PageView = {
      viewedAt: served.at,
      visitorKey: this.keys.keyOf(served.address, userAgent, served.at),
      path: this.keptPathOf(pathname, served.keptPath),
      referrerHost: referrerHost(headers.referer, [headers.host, this.options.siteHost]),
      ...campaignOf(query),
      device: deviceClass(userAgent),
      country: country && /^[A-Z]{2}$/.test(country) ? country : null,
    };
    // A tool's GET form submitted without JavaScript: the server worked out the result.
    const tool = served.status === 200 ? toolOfPath(pathname) : undefined;
    const submitted =
      tool !== undefined &&
      toolFieldNames(toolDefinitions[tool]).some((name) => query.get(name)?.trim());
    if (!submitted) return { view };
    return {
      view,
      action: { at: served.at, visitorKey: view.visitorKey, action: 'tool-result', detail: tool },
    };
  }
}
