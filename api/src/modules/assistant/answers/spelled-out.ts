import { indexTerms } from '../knowledge/index-terms';
import type { AnswerContext } from './answer-context';

/** Capitals the visitor typed: "OCC", "BLM" (two letters are left out: they are state codes). */
const typedAcronym = /\b[A-Z]{3,5}\b/g;

/**
 * The message's acronyms the site spells out, each with its name ("OCC": "Oklahoma Corporation
 * Commission"): the name is searched for too, and an answer that says it names the acronym.
 */
export function spelledOutAcronyms(ctx: AnswerContext): { term: string; name: string }[] {
  const capitals = ctx.analysis.plain.match(typedAcronym) ?? [];
  // A message typed in capitals has no acronyms to tell apart from its other words.
  const words = ctx.analysis.plain.split(/\s+/).filter(Boolean).length;
  if (capitals.length > Math.max(2, words / 3)) return [];
  const typed = new Set(capitals);
  return [...typed].flatMap((acronym) => {
    const name = ctx.kb.spelledOut(acronym);
    const [term] = indexTerms(acronym);
    return name && term ? [{ term, name }] : [];
  });
}
