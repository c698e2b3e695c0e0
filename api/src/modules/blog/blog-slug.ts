/** What a post's slug looks like: lowercase words joined by hyphens (checked at sync). */
export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const blogSlugMaxLength = 200;

/** Whether `slug` could name a post at all; anything else is unknown without a database read. */
export function isBlogSlug(slug: string): boolean {
  return slug.length <= blogSlugMaxLength && blogSlugPattern.test(slug);
}

/** A URL name from a title: lowercase ASCII words joined by hyphens ("Pooling & Spacing" -> "pooling-spacing"). */
export function slugFromTitle(title: string, maxLength = 80): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength) break;
    slug = next;
  }
  return slug || 'post';
}
