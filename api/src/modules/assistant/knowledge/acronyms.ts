/**
 * "BLM", "OCC", "SLO": visitors write agencies and instruments by their initials where the site
 * spells them out ("Bureau of Land Management", "Oklahoma Corporation Commission"). The spelled-out
 * form is read from the site's own text, never from a list: the capitalised words whose initials
 * are the acronym's letters, with the small words a name keeps between them ("of", "and").
 */
const joining = '(?:\\s+(?:of|and|the|for|on|de|&))?\\s+';

function initialsPattern(acronym: string): RegExp {
  const letters = [...acronym.toUpperCase()].map((letter) => `${letter}[a-z]+`);
  return new RegExp(`\\b${letters.join(joining)}\\b`, 'g');
}

/** Letters only, two to five of them: longer runs of capitals are words, shorter ones initials. */
export const isAcronymShape = (word: string): boolean => /^[A-Za-z]{2,5}$/.test(word);

/**
 * The name the texts spell `acronym` out as (the one they write most often), or undefined when
 * no capitalised phrase of theirs has those initials.
 */
export function spelledOutIn(acronym: string, texts: Iterable<string>): string | undefined {
  if (!isAcronymShape(acronym)) return undefined;
  const pattern = initialsPattern(acronym);
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const match of text.matchAll(pattern)) {
      counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);
    }
  }
  let best: string | undefined;
  for (const [name, count] of counts) if (!best || count > counts.get(best)!) best = name;
  return best;
}
