import { contentStrings } from './content-corpus';

/**
 * Words the site capitalises in the middle of a sentence ("Permian", "Pugh", "Smackover",
 * "Buy"): proper names that must keep their capital when a phrase is moved mid-sentence.
 * Read from the content itself, so no list needs keeping.
 */
const properWords: ReadonlySet<string> = (() => {
  const capitalised = new Set<string>();
  const lower = new Set<string>();
  for (const text of contentStrings) {
    // Keys and slugs ("permian-plains") are not prose.
    if (!text.includes(' ')) continue;
    for (const m of text.matchAll(/(?<![-/])\b[a-z]+\b(?![-/])/g)) lower.add(m[0]);
    if (text.length < 60) continue;
    for (const m of text.matchAll(/(?<=[a-z,;] )([A-Z][a-z]+)\b/g)) capitalised.add(m[1]!);
  }
  // A word the site also writes in lower case ("Standard", "Lease") is an ordinary word.
  return new Set([...capitalised].filter((w) => !lower.has(w.toLowerCase())));
})();

/** Lower-cases the first letter unless the first word is a proper name or an acronym. */
export function lowerFirst(text: string): string {
  const first = /^[A-Za-z]+/.exec(text)?.[0] ?? '';
  // Acronyms ("HBP"), proper names, and paired names like "Buy/Sell/Hold" keep their capitals.
  if (/^[A-Z][A-Z]/.test(first) || properWords.has(first) || /^[A-Z][a-z]+\/[A-Z]/.test(text)) {
    return text;
  }
  return text.charAt(0).toLowerCase() + text.slice(1);
}
