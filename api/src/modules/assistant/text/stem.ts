/**
 * A deliberately tiny stemmer: plurals only. Lexicon phrases and visitor text go through the same
 * function, so "royalties", "leases" and "heirs" match "royalty", "lease" and "heir" without a
 * full morphological library, and odd stems ("texas" -> "texa") cancel out on both sides.
 */
export function stem(token: string): string {
  if (token.length > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.length > 3 && token.endsWith('s') && !/(ss|us|is)$/.test(token)) {
    return token.slice(0, -1);
  }
  return token;
}

export function stemText(normalized: string): string {
  return normalized ? normalized.split(' ').map(stem).join(' ') : '';
}
