/** What a post's slug looks like: lowercase words joined by hyphens (checked at sync). */
export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const blogSlugMaxLength = 200;

/** Whether `slug` could name a post at all; anything else is unknown without a database read. */
export function isBlogSlug(slug: string): boolean {
  return slug.length <= blogSlugMaxLength && blogSlugPattern.test(slug);
}
