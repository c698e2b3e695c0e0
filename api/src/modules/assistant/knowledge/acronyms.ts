/**
 * "BLM", "OCC", "SLO": visitors write agencies and instruments by their initials where the site
 * spells them out ("Bureau of Land Management", "Oklahoma Corporation Commission"). The spelled-out
 * form is read from the site's own text, never from a list: the capitalised words whose initials
 * are the acronym's letters, with the small words a name keeps between them ("of", "and").
 */
const capitalisedWord = /\b[A-Z][a-z]+\b/g;
/** What may stand between two words of one name: spaces, perhaps around one small word. */
const joining = /^(?:\s+(?:of|and|the|for|on|de|&))?\s+$/;
const shortest = 2;
const longest = 5;

/** Letters only, two to five of them: longer runs of capitals are words, shorter ones initials. */
export const isAcronymShape = (word: string): boolean => /^[A-Za-z]{2,5}$/.test(word);

/**
 * Every name the texts write in two to five capitalised words, keyed by its initials, each the
 * name written most often with those initials. Built once for a set of texts, so that looking up
 * a visitor's word costs one map read whatever the message holds (a message of made-up words
 * once scanned every passage per word).
 */
export function spelledOutNames(texts: Iterable<string>): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const text of texts) {
    const words = [...text.matchAll(capitalisedWord)];
    for (let first = 0; first < words.length; first += 1) {
      let initials = '';
      for (let last = first; last < words.length && last - first < longest; last += 1) {
        const word = words[last]!;
        if (last > first) {
          const before = words[last - 1]!;
          const gap = text.slice(before.index + before[0].length, word.index);
          if (!joining.test(gap)) break;
        }
        initials += word[0][0];
        if (initials.length < shortest) continue;
        const name = text.slice(words[first]!.index, word.index + word[0].length);
        const named = counts.get(initials) ?? new Map<string, number>();
        named.set(name, (named.get(name) ?? 0) + 1);
        counts.set(initials, named);
      }
    }
  }
  const names = new Map<string, string>();
  for (const [initials, named] of counts) {
    let best: string | undefined;
    for (const [name, count] of named) if (!best || count > named.get(best)!) best = name;
    names.set(initials, best!);
  }
  return names;
}

/**
 * The name the texts spell `acronym` out as (the one they write most often), or undefined when
 * no capitalised phrase of theirs has those initials.
 */
export function spelledOutIn(acronym: string, texts: Iterable<string>): string | undefined {
  if (!isAcronymShape(acronym)) return undefined;
  return spelledOutNames(texts).get(acronym.toUpperCase());
}
