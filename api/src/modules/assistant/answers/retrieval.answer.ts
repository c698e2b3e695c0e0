import type { ServiceSlug } from '@landman/content';
import type { SearchHit } from '../knowledge/knowledge.base';
import type { AnswerContext } from './answer-context';
import { lowerFirst } from '../text/proper-words';
import { draft, listOf, type Draft } from './draft';
import { excerpt, sourceLead } from './excerpt';
import { visitorPhrasing } from '../knowledge/visitor-phrasing';
import { withNextStep } from './next-step';
import { isGeneric } from './generic-terms';
import { indexTerms } from '../knowledge/index-terms';
import { defaultSuggestions } from './suggestions';
import { spelledOutAcronyms } from './spelled-out';
import { quotedTerms } from './distinctive';
import {
  definitionAsked,
  namesTheTerm,
  namingTheTerms,
  sentenceWeight,
  termCandidates,
} from './term.ranking';

/**
 * How much of the question the best passage must match before it is trusted. Below this the
 * assistant says it has no answer rather than quoting a page that only shares a word or two.
 */
const minMatchedShare = 0.5;
const minScore = 12;

/** A question after a sum of money: "how much did they get", "how much was recovered". */
const asksAmount =
  /\bhow much (money )?(did|do|does|was|were|has|have|will|would)\b.*\b(get|got|getting|receive|received|recover|recovered|paid|pay|make|made|collect|collected|end up)\b/;

const trusted = (hit: SearchHit | undefined): hit is SearchHit =>
  !!hit && hit.matched.length / hit.queryTerms.length >= minMatchedShare && hit.score >= minScore;

/** A passage that names a distinctive term needs less of the question's other words. */
const namingMatchedShare = 0.25;

/**
 * The hits that name the most of the terms, then those whose own heading names them (the section
 * "Stepped-up basis" over the article's summary that lists it), then by score; those naming none
 * are dropped.
 */
function namingFirst(hits: readonly SearchHit[], naming: readonly string[]): SearchHit[] {
  const namedIn = (terms: readonly string[]) => naming.filter((t) => terms.includes(t)).length;
  return hits
    .filter(
      (hit) =>
        namedIn(hit.matched) > 0 &&
        hit.score >= minScore &&
        hit.matched.length / hit.queryTerms.length >= namingMatchedShare,
    )
    .map((hit) => ({
      hit,
      named: namedIn(hit.matched),
      headed: namedIn(indexTerms(hit.passage.heading ?? '')),
    }))
    .sort((a, b) => b.named - a.named || b.headed - a.headed || b.hit.score - a.hit.score)
    .map(({ hit }) => hit);
}

/**
 * "What is a stepped-up basis?": a passage under a heading that names the thing asked about is
 * answered from where that section opens, which says what its subject is, rather than from a
 * later paragraph that only uses the words more often.
 */
function openingOf(ctx: AnswerContext, hit: SearchHit, naming: readonly string[]): SearchHit {
  const headed = indexTerms(hit.passage.heading ?? '');
  if (!naming.some((term) => headed.includes(term))) return hit;
  return { ...hit, passage: ctx.kb.sectionOpening(hit.passage) };
}

/**
 * How sure a retrieved answer is: the share of the question its passage matches, read on the
 * same scale as the intent confidence (the reliability table of the evaluation checks it).
 */
function retrievalConfidence(hit: SearchHit): number {
  const share = hit.matched.length / Math.max(hit.queryTerms.length, 1);
  return Math.min(1, 0.25 + share);
}

/**
 * A question no rule recognised, answered from the best-matching passage of the site. After an
 * answer about a service, that service's page is tried first ("what do you need from me?").
 */
export function retrievalAnswer(
  ctx: AnswerContext,
  preferService?: ServiceSlug,
  /**
   * Terms the passage must name (the question's distinctive nouns): the best passage naming the
   * most of them, if it matches a fair part of the question.
   */
  naming?: readonly string[],
): Draft | undefined {
  // "NRI vs ORRI": search for the words the site uses for the terms too.
  const query = [
    ctx.analysis.text,
    ...ctx.analysis.jargon.map((j) => j.expansion),
    ...spelledOutAcronyms(ctx).map((a) => a.name),
    visitorPhrasing(ctx.analysis.text),
  ].join(' ');
  const asked = new Set(ctx.analysis.jargon.map((j) => j.term));
  const definition = definitionAsked(ctx.analysis.text, asked);
  const general = naming
    ? namingFirst(ctx.kb.search(query, { limit: 12 }), naming)
    : asked.size > 0
      ? namingTheTerms(termCandidates(ctx, query), asked, definition).filter(
          (hit) => trusted(hit) || namesTheTerm(hit, asked),
        )
      : ctx.kb.search(query, { limit: 2 });
  const preferred = preferService
    ? ctx.kb.search(query, { service: preferService, limit: 1 })[0]
    : undefined;
  const usePreferred =
    trusted(preferred) && preferred.matched.length >= (general[0]?.matched.length ?? 0);
  const [found, next] = usePreferred ? [preferred, undefined] : general;
  // The thing asked about: the terms to name, else what the visitor put in quotes.
  const subject = naming ?? quotedTerms(ctx.analysis.plain);
  const best = found && definition ? openingOf(ctx, found, subject) : found;
  if (!best || (!trusted(best) && !namesTheTerm(best, asked) && !naming)) return undefined;
  // "What else do you offer" shares only "offer" with a passage on lease offers: a passage that
  // matches none of the question's specific words answers another question.
  if (best.matched.every(isGeneric)) return undefined;
  const links = [{ label: best.passage.label, href: best.passage.href }];
  // A second page that matches as much of the question is worth a link of its own.
  if (
    next &&
    next.passage.page !== best.passage.page &&
    next.matched.length >= best.matched.length
  ) {
    links.push({ label: next.passage.label, href: next.passage.href });
  }
  // A question about a term says which term the passage is about before quoting it.
  const terms = ctx.analysis.jargon.map((j) => j.label);
  const lead =
    terms.length > 0
      ? `On ${listOf(terms)}, ${lowerFirst(sourceLead(best.passage))}`
      : sourceLead(best.passage);
  // Asked what a term is: the sentence that defines it is quoted first.
  const quoted = excerpt(best.passage, best.queryTerms, undefined, (sentence) =>
    definition ? sentenceWeight(sentence, asked) : 0,
  );
  // "How much did they get?" answered by a passage with no amount: say so, never guess one.
  const noAmount =
    asksAmount.test(ctx.analysis.text) && !/\$\s?\d/.test(quoted)
      ? ' The site does not publish a dollar amount for that.'
      : '';
  const answer = {
    ...draft('question', `${lead} ${quoted}${noAmount}`, {
      links,
      suggestions: defaultSuggestions,
      grounding: next ? [best.passage, next.passage] : [best.passage],
    }),
    confidence: retrievalConfidence(best),
  };
  // An article's term belongs to a service: the visitor learns what can be done about it.
  return withNextStep(answer, best.passage.service ?? ctx.analysis.jargon[0]?.service);
}
