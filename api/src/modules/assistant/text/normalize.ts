/**
 * One normal form for matching: lower case, no accents, words separated by single spaces.
 * Intent rules and lexicons are written against this form, so "Right-of-Way", "right of way"
 * and "RIGHT OF WAY" all read the same.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/&/g, ' and ')
    .replace(/\bw\/o\b/g, 'without')
    .replace(/\bw\//g, 'with ')
    .replace(/([a-z])'([a-z])/g, '$1$2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
