import { site } from '@landman/content';

/** Absolute URL on the canonical origin for a site path (`/` stays `/`; full URLs pass through). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.url}${path.startsWith('/') ? path : `/${path}`}`;
}
