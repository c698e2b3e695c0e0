/** "P-4", "w-2", "GLO-1": a short letter prefix and a number joined by a hyphen. */
export const formName = /\b([a-z]{1,3})-(\d{1,4})\b/gi;

/**
 * One normal form for matching: lower case, no accents, words separated by single spaces.
 * Intent rules and lexicons are written against this form, so "Right-of-Way", "right of way"
 * and "RIGHT OF WAY" all read the same.
 */
export function normalize(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[’‘`´]/g, "'")
      .replace(/&/g, ' and ')
      .replace(/\bw\/o\b/g, 'without')
      .replace(/\bw\//g, 'with ')
      .replace(/([a-z])'([a-z])/g, '$1$2')
      // A form's or a statute's name ("P-4", "W-2", "§ 1-12") is one word: split, its letter
      // is a stop word and its number matches every figure on the site.
      .replace(formName, '$1$2')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  );
}
