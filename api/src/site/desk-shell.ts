import type { Request, Response } from 'express';
import { pageContentSecurityPolicy } from '../kernel/http/content-security-policy';
import { sendBuildFile } from './send-encoded';

/** The owner's desk page as the web build writes it (web/admin.html): scripts only, no data. */
export const deskShellFile = 'admin.html';

/** /admin and every path under it (/admin/leads/…, /admin/conversations/…). */
export function isDeskPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * The desk is rendered in the browser (it is all behind a sign-in): every desk path gets the
 * same shell. Never indexed (the header covers crawlers that skip the meta tag), never
 * prerendered, and under the pages' strict policy: the shell holds no inline script.
 */
export function sendDeskShell(
  req: Request,
  res: Response,
  build: { clientDir: string; files: ReadonlySet<string> },
  file = deskShellFile,
  /** The CSP sources of the file's inline scripts (the meeting page's frame has some). */
  scriptHashes: readonly string[] = [],
): void {
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Content-Security-Policy', pageContentSecurityPolicy(scriptHashes));
  sendBuildFile(req, res, {
    root: build.clientDir,
    file,
    files: build.files,
    cacheControl: 'no-cache',
  });
}

/**
 * A visitor's meeting page: the desk build's meetings entry inside the site's layout, which the
 * prerenderer writes over web/meetings.html (with the hashes of its inline scripts); otherwise
 * the same rules as the desk's shell.
 */
export const meetingShellFile = 'meetings.html';

/** /meetings/<token> (booking's manage links). */
export function isMeetingPath(pathname: string): boolean {
  return /^\/meetings\/[A-Za-z0-9_-]{43}$/.test(pathname);
}
