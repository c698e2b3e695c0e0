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
  /** HTTP date of the build file, for files browsers revalidate (not the hashed ones). */
  lastModified?: string;
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
  lastModified?: string;
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
    lastModified: options.lastModified,
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
 * The client's copy is current: If-None-Match names its ETag or, without If-None-Match (which
 * takes precedence, RFC 9110 §13.1.3), If-Modified-Since is not before Last-Modified.
 */
function isCurrent(req: IncomingMessage, file: ServedFile, chosen: Representation): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) return matches(ifNoneMatch, chosen.etag);
  const since = req.headers['if-modified-since'];
  if (!since || !file.lastModified) return false;
  return Date.parse(since) >= Date.parse(file.lastModified);
}

/** What to answer a request for `file`: which representation, and whether 304 will do. */
export interface Answer {
  encoding: ContentEncoding;
  chosen: Representation;
  /** 304 when the client's copy is current, else the file's own status. */
  status: number;
}

export function answerFor(req: IncomingMessage, file: ServedFile): Answer {
  const encoding: ContentEncoding =
    file.br || file.gzip
      ? chooseEncoding(req.headers['accept-encoding'], (coding) => file[coding] !== undefined)
      : 'identity';
  const chosen = file[encoding] ?? file.identity;
  // Only a success has a representation the client may hold.
  const current = file.status === 200 && isCurrent(req, file, chosen);
  return { encoding, chosen, status: current ? 304 : file.status };
}

/** The headers of `file` itself for an answer: caching, validator, type, encoding, length. */
export function fileHeaders(file: ServedFile, answer: Answer): [string, string][] {
  const headers: [string, string][] = [['Cache-Control', file.cacheControl]];
  if (file.br || file.gzip) headers.push(['Vary', 'Accept-Encoding']);
  if (file.contentSecurityPolicy) {
    headers.push(['Content-Security-Policy', file.contentSecurityPolicy]);
  }
  if (file.status === 200) headers.push(['ETag', answer.chosen.etag]);
  if (file.lastModified) headers.push(['Last-Modified', file.lastModified]);
  if (answer.status === 304) return headers;
  headers.push(['Content-Type', file.contentType]);
  if (answer.encoding !== 'identity') headers.push(['Content-Encoding', answer.encoding]);
  headers.push(['Content-Length', String(answer.chosen.body.length)]);
  return headers;
}

/** Ends the response with the answer's bytes: none for HEAD or 304. */
export function endWith(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  if (req.method === 'HEAD' || answer.status === 304) res.end();
  else res.end(answer.chosen.body);
}

/**
 * Sends `file` in the best encoding the client accepts, or 304 when its copy is current, through
 * Express's response (the headers set by earlier middleware stay; a page's CSP replaces the
 * default one). Nothing is read, compressed or hashed per request.
 */
export function sendServedFile(req: IncomingMessage, res: ServerResponse, file: ServedFile): void {
  const answer = answerFor(req, file);
  for (const [name, value] of fileHeaders(file, answer)) res.setHeader(name, value);
  res.statusCode = answer.status;
  endWith(req, res, answer);
}
