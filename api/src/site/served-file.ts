import { createHash } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { chooseEncoding, type ContentEncoding } from './accept-encoding';

/** One encoding of a response body and its strong validator. */
export interface Representation {
  body: Buffer;
  etag: string;
}

/**
 * A response held in memory, ready to send: its bytes in every encoding we have, each with its
 * own ETag, and every header that does not depend on the request worked out in advance.
 */
export interface ServedFile {
  status: number;
  contentType: string;
  cacheControl: string;
  /** Pages only: the policy listing their inline scripts' hashes (pageContentSecurityPolicy). */
  contentSecurityPolicy?: string;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

/** Bytes a served file holds, for the caches' byte caps. */
export function servedFileBytes(file: ServedFile): number {
  return file.identity.body.length + (file.br?.body.length ?? 0) + (file.gzip?.body.length ?? 0);
}

/**
 * Builds a ServedFile. The ETags come from the uncompressed bytes (plus the coding), so every
 * instance running the same build or holding the same render gives the same validators.
 */
export function servedFile(options: {
  status: number;
  contentType: string;
  cacheControl: string;
  contentSecurityPolicy?: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}): ServedFile {
  const digest = createHash('sha256').update(options.identity).digest('base64url').slice(0, 27);
  const representation = (body: Buffer, suffix: string): Representation => ({
    body,
    etag: `"${digest}${suffix}"`,
  });
  return {
    status: options.status,
    contentType: options.contentType,
    cacheControl: options.cacheControl,
    contentSecurityPolicy: options.contentSecurityPolicy,
    identity: representation(options.identity, ''),
    br: options.br && representation(options.br, '-br'),
    gzip: options.gzip && representation(options.gzip, '-gz'),
  };
}

/** If-None-Match lists `etag` (weak comparison, as RFC 9110 §13.1.2 asks), or is `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

/**
 * Sends `file` in the best encoding the client accepts, or 304 when its copy is current. Written
 * straight to Node's response: nothing is read, compressed or hashed per request. The security
 * headers set earlier (helmet, Permissions-Policy) stay; a page's CSP replaces the default one.
 */
export function sendServedFile(req: IncomingMessage, res: ServerResponse, file: ServedFile): void {
  const encoding: ContentEncoding =
    file.br || file.gzip
      ? chooseEncoding(req.headers['accept-encoding'], (coding) => file[coding] !== undefined)
      : 'identity';
  const chosen = file[encoding] ?? file.identity;
  res.setHeader('Cache-Control', file.cacheControl);
  if (file.br || file.gzip) res.setHeader('Vary', 'Accept-Encoding');
  if (file.contentSecurityPolicy) {
    res.setHeader('Content-Security-Policy', file.contentSecurityPolicy);
  }
  if (file.status === 200) {
    res.setHeader('ETag', chosen.etag);
    if (matches(req.headers['if-none-match'], chosen.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  res.statusCode = file.status;
  res.setHeader('Content-Type', file.contentType);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', chosen.body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(chosen.body);
}
