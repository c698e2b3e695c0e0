import type { SearchHit } from '../knowledge/knowledge.base';
import { indexTerms } from '../knowledge/index-terms';
import { termsMentioned, termsOpening } from '../entities/jargon.lexicon';
import { sentencesOf } from '../guardrails/figure.guard';
import { normalize } from '../text/normalize';
import type { AnswerContext } from './answer-context';

/*
 * Ranking for questions that name terms of the trade ("what is a top lease", "NRI vs WI"):
 * BM25 over the passages finds candidates; a passage that defines or names the term asked
 * about is preferred to one that only shares the question's common words.
 */

/** Below this BM25 score a passage only shares a word or two with the question. */
const minScore = 12;

/**
 * A question about a term carries the term's expansion too, so it matches a smaller share of a
 * passage that names the term: such a passage needs less of the question's words.
 */
const termMatchedShare = 0.25;
export const namesTheTerm = (hit: SearchHit, asked: ReadonlySet<string>) =>
  hit.score >= minScore &&
  hit.matched.length / hit.queryTerms.length >= termMatchedShare &&
  namesAny(`${hit.passage.title} ${hit.passage.text}`, asked);

const minDefinitionWords = 6;

/**
 * "What is a top lease", "is that a real thing", "a letter called a division order, I don't
 * understand it": the question is what a term is.
 */
const asksWhatTermIs =
  /\b(what (is|are|does|do)|whats|mean|means|meaning|define|definition|explain|real thing|legit|legitimate|heard of|(something|letter|paper|form|document|thing) called|(dont|don t|do not|cant|can t|cannot) (understand|make sense of)|no idea what|what am i looking at)\b/;
/** "NRI vs WI": two terms compared (one term "in Texas vs Oklahoma" compares places). */
const comparesTerms = /\b(difference|differ|differs|versus|vs|compared)\b/;

export const definitionAsked = (text: string, asked: ReadonlySet<string>) =>
  asksWhatTermIs.test(text) || (asked.size >= 2 && comparesTerms.test(text));

/**
 * The passages a question about terms is answered from: the best for the whole question, and
 * the best for each term's own words (a definition shares few words with "what is the
 * difference between ..."), each measured against the whole question.
 */
export function termCandidates(ctx: AnswerContext, query: string): SearchHit[] {
  const whole = ctx.kb.search(query, { limit: 12 });
  const seen = new Set(whole.map((hit) => hit.passage.id));
  const queryTerms = whole[0]?.queryTerms ?? [];
  const extra = ctx.analysis.jargon.flatMap((term) =>
    ctx.kb
      .search(`${term.term} ${term.expansion}`, { limit: 20 })
      .filter((hit) => namesAny(`${hit.passage.title} ${hit.passage.text}`, new Set([term.term])))
      .slice(0, 6)
      .filter((hit) => !seen.has(hit.passage.id) && seen.add(hit.passage.id))
      .map((hit) => rescored(hit, queryTerms)),
  );
  return [...whole, ...extra.filter((hit): hit is SearchHit => !!hit)];
}

/** A hit found for a term alone, with what it matches of the whole question. */
function rescored(hit: SearchHit, queryTerms: readonly string[]): SearchHit | undefined {
  const words = new Set(indexTerms(`${hit.passage.title} ${hit.passage.text}`));
  const matched = queryTerms.filter((t) => words.has(t));
  return matched.length > 0 ? { ...hit, matched, queryTerms } : undefined;
}
const mentions = (text: string) => termsMentioned(normalize(text));
const opens = (sentence: string) => termsOpening(normalize(sentence));
const namesAny = (text: string, asked: ReadonlySet<string>) =>
  [...mentions(text)].some((term) => asked.has(term));

/** How well a sentence answers a question about terms: it defines one (2), names one (1). */
export function sentenceWeight(sentence: string, asked: ReadonlySet<string>): number {
  // A definition is a sentence, not a list item that only names the term ("Top leases.").
  const defines = sentence.trim().split(/\s+/).length >= minDefinitionWords;
  if (defines && [...opens(sentence)].some((term) => asked.has(term))) return 2;
  return namesAny(sentence, asked) ? 1 : 0;
}

/** A FAQ whose question asks what a term asked about is ("What is a stipulation of interest?"). */
const asksWhatItIs = (hit: SearchHit, asked: ReadonlySet<string>) =>
  hit.passage.kind === 'faq' &&
  /^what (is|are) /i.test(hit.passage.title) &&
  namesAny(hit.passage.title, asked);

/**
 * "What is a top lease", "NRI vs working interest": of the passages that answer enough of the
 * question, the ones that define a term asked about ("A top lease takes effect only if ...")
 * come first when the question asks what it is, then the ones that name more of the terms (BM25 alone lets the common words of a
 * term, "top" and "lease", outweigh the term itself). Ties keep BM25's order.
 */
export function namingTheTerms(
  hits: SearchHit[],
  asked: ReadonlySet<string>,
  definition: boolean,
): SearchHit[] {
  const weigh = (hit: SearchHit) => {
    // The site's own answer to "What is an affidavit of heirship?" outranks any sentence that
    // merely opens with the term (a list item, a card).
    if (definition && asksWhatItIs(hit, asked)) return 20;
    // A tool's page says how to work a figure out, not what the term is.
    const defines =
      definition &&
      hit.passage.kind !== 'tool' &&
      sentencesOf(hit.passage.text).some((s) => sentenceWeight(s, asked) === 2);
    const named = [...mentions(`${hit.passage.title} ${hit.passage.text}`)].filter((t) =>
      asked.has(t),
    ).length;
    return (defines ? 10 : 0) + named;
  };
  return hits
    .map((hit, rank) => ({ hit, rank, weight: weigh(hit) }))
    .sort((a, b) => b.weight - a.weight || a.rank - b.rank)
    .map((x) => x.hit);
}

/**
 * The passage of the site that best speaks to the terms a message names ("do I have to sign
 * the division order": what a division order is and what to check), for answers that refuse
 * the question itself but can still say what the site publishes about its subject.
 */
export function termPassage(ctx: AnswerContext): SearchHit | undefined {
  const asked = new Set(ctx.analysis.jargon.map((j) => j.term));
  if (asked.size === 0) return undefined;
  const query = [ctx.analysis.text, ...ctx.analysis.jargon.map((j) => j.expansion)].join(' ');
  // The tools do sums; what a term means and what to check is on the pages and in the articles.
  return namingTheTerms(termCandidates(ctx, query), asked, false).find(
    (hit) => namesTheTerm(hit, asked) && !hit.passage.href.startsWith('/tools/'),
  );
}
