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
