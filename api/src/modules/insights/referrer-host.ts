/**
 * The host a visitor came from, without the rest of the address (a search's words, another
 * site's private paths stay out). None for a link inside this site (the request's host or the
 * site's canonical one, with or without `www.`), for a non-web referrer, or one that does not parse.
 */
export function referrerHost(
  referer: string | undefined,
  ownHosts: readonly (string | undefined)[],
): string | null {
  if (!referer) return null;
  let host: string;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  const own = ownHosts.map((name) => name && withoutWww(name.toLowerCase().replace(/:\d+$/, '')));
  if (own.includes(withoutWww(host))) return null;
  return withoutWww(host).slice(0, 253) || null;
}

function withoutWww(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}
