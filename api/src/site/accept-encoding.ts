export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Our order of preference when the client rates several encodings the same. */
const preference: readonly ContentEncoding[] = ['br', 'gzip', 'identity'];

/** Below any q-value a client can write (three decimals at most), above a refusal. */
const unnamedIdentityQuality = 0.0001;

/** The q-value of each coding the header names (`*` included), lower-cased; NaN q counts as 0. */
function qualities(header: string): Map<string, number> {
  const rated = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value?.trim());
    }
    rated.set(coding, Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  return rated;
}

/** The client's weight for `coding` (RFC 9110 §12.5.3): named, else `*`, else the default. */
function qualityOf(rated: Map<string, number>, coding: ContentEncoding): number {
  const named = rated.get(coding) ?? (coding === 'gzip' ? rated.get('x-gzip') : undefined);
  if (named !== undefined) return named;
  const anyOther = rated.get('*');
  if (anyOther !== undefined) return anyOther;
  // identity is acceptable unless refused, but after any coding the client named; the others
  // only when named.
  return coding === 'identity' ? unnamedIdentityQuality : 0;
}

/**
 * The encoding to send, of those `available` (identity always is): the one the client rates
 * highest, br before gzip before identity on a tie; q=0 refuses. No header means identity.
 * When the client refuses everything we hold, identity still goes out: a page beats a 406.
 */
export function chooseEncoding(
  header: string | undefined,
  available: (encoding: 'br' | 'gzip') => boolean,
): ContentEncoding {
  if (!header) return 'identity';
  const rated = qualities(header);
  let best: ContentEncoding = 'identity';
  let bestQuality = 0;
  for (const coding of preference) {
    if (coding !== 'identity' && !available(coding)) continue;
    const quality = qualityOf(rated, coding);
    if (quality > bestQuality) {
      best = coding;
      bestQuality = quality;
    }
  }
  return best;
}
