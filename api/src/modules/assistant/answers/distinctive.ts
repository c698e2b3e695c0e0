import { nameTokensOf } from '../entities/name-tokens';
import { indexTerms } from '../knowledge/index-terms';
import { nounsOf } from '../text/english-words';
import type { AnswerContext } from './answer-context';
import type { Draft } from './draft';
import { specificTerms } from './generic-terms';

/**
 * A noun of the question that at most this many pages of the site name ("P-4", "compression")
 * says what the question is about: an answer that never mentions it answers another question.
 */
const fewPages = 3;

/** The question's nouns that a heading names and few pages mention (service and place names aside). */
export function distinctiveTerms(ctx: AnswerContext): string[] {
  return specificNouns(ctx).filter((term) => {
    // A heading names it: the site treats it as a subject ("Texas RRC Forms P-4 and P-5").
    const titled = ctx.kb.pagesNaming(term, 'title');
    return titled >= 1 && ctx.kb.pagesNaming(term) <= fewPages;
  });
}

/**
 * Whether the question names a thing no page of the site mentions at all ("a family cemetery
 * ... on my ranch"): when nothing answered it, a page about its other noun would answer another
 * question, and the honest "not sure" stays.
 */
export function namesUnknownThing(ctx: AnswerContext): boolean {
  return specificNouns(ctx).some((term) => ctx.kb.pagesNaming(term) === 0);
}

/**
 * Words the visitor put in quotes ("someone mentioned 'stepped up basis'") name the thing asked
 * about, whatever their part of speech. An apostrophe inside a word (don't, owner's) opens none.
 */
const quoted = /(?:^|[\s(:])['"“‘]([a-z][^'"“”‘’\n]{1,48}?[a-z0-9])['"”’](?=[\s.,;:!?)-]|$)/gi;

export function quotedTerms(plain: string): string[] {
  return [...plain.matchAll(quoted)].flatMap((m) => indexTerms(m[1]!));
}

function specificNouns(ctx: AnswerContext): string[] {
  const nouns = new Set([
    ...nounsOf(ctx.analysis.plain).flatMap(indexTerms),
    ...quotedTerms(ctx.analysis.plain),
  ]);
  return specificTerms(ctx.analysis.text, nameTokensOf(ctx.analysis.entities)).filter((term) =>
    nouns.has(term),
  );
}

/**
 * Whether an answer (its words or the passages it quotes) names one of these terms: in their
 * sentences, not only in the heading that every passage of an article shares.
 */
export function answerNames(
  answer: Draft,
  terms: readonly string[],
  /** Names a term also goes by ("blm": "Bureau of Land Management"); saying one names it. */
  names: readonly { term: string; name: string }[] = [],
): boolean {
  const said = new Set(
    indexTerms([answer.reply.message, ...(answer.grounding ?? []).map((p) => p.text)].join(' ')),
  );
  const saysName = (term: string) =>
    names.some((n) => n.term === term && indexTerms(n.name).every((t) => said.has(t)));
  return terms.some((term) => said.has(term) || saysName(term));
}
