import { indexTerms } from '../knowledge/index-terms';
import { isEnglishWord } from '../text/english-words';
import type { AnswerContext } from './answer-context';

/** Capitals the visitor typed: "OCC", "BLM" (two letters are left out: they are state codes). */
const typedAcronym = /\b[A-Z]{3,5}\b/g;
/** Three to five letters in lower case ("blm", "occ"): an acronym when it is no English word. */
const lowerWord = /\b[a-z]{3,5}\b/g;

/**
 * The message's acronyms the site spells out, each with its name ("OCC": "Oklahoma Corporation
 * Commission"): the name is searched for too, and an answer that says it names the acronym.
 */
export function spelledOutAcronyms(ctx: AnswerContext): { term: string; name: string }[] {
  const { plain } = ctx.analysis;
  const capitals = plain.match(typedAcronym) ?? [];
  // A message typed in capitals has no acronyms to tell apart from its other words.
  const words = plain.split(/\s+/).filter(Boolean).length;
  if (capitals.length > Math.max(2, words / 3)) return [];
  const lower = (plain.match(lowerWord) ?? []).filter((word) => !isEnglishWord(word));
  const typed = new Set([...capitals, ...lower.map((word) => word.toUpperCase())]);
  return [...typed].flatMap((acronym) => {
    const name = ctx.kb.spelledOut(acronym);
    const [term] = indexTerms(acronym);
    return name && term ? [{ term, name }] : [];
  });
}
