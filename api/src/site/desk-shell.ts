import type { Request, Response } from 'express';
import { pageContentSecurityPolicy } from '../http/content-security-policy';
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
): void {
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Content-Security-Policy', pageContentSecurityPolicy());
  sendBuildFile(req, res, {
    root: build.clientDir,
    file,
    files: build.files,
    cacheControl: 'no-cache',
  });
}

/** A visitor's meeting page (web/meetings.html), built beside the desk: same rules. */
export const meetingShellFile = 'meetings.html';

/** /meetings/<token> (booking's manage links). */
export function isMeetingPath(pathname: string): boolean {
  return /^\/meetings\/[A-Za-z0-9_-]{43}$/.test(pathname);
}
