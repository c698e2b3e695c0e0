/**
 * A path on this site, as the chat widget reports the page a chat started on: `/`, or `/`
 * followed by segments of URL path characters, with no scheme, host (`//`), query or fragment,
 * at most `sitePathMaxLength` characters. The desk shows it and links to it, so nothing else may
 * pass for one.
 */
export const sitePathMaxLength = 300;

export const sitePathMessage = `Page must be a path on this site (starting with "/", no query or fragment, at most ${sitePathMaxLength} characters).`;

const sitePathPattern = /^\/(?!\/)[A-Za-z0-9\-._~%/]*$/;

export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > sitePathMaxLength) return false;
  if (!sitePathPattern.test(value)) return false;
  // Percent escapes only as %XX, so the path decodes to what the desk shows.
  return !/%(?![0-9A-Fa-f]{2})/.test(value) && !value.split('/').some((s) => s === '..');
}
