import { createHash } from 'node:crypto';

/**
 * A Content-Security-Policy source for one inline script (`'sha256-...'`): the browser runs
 * the script only if its text hashes to a value the policy lists, so a script injected into
 * the page (and every inline event handler) is refused.
 */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}
