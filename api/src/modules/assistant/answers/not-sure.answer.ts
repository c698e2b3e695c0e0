import { site } from '@landman/content';
import type { SearchHit } from '../knowledge/knowledge.base';
import { visitorPhrasing } from '../knowledge/visitor-phrasing';
import type { AnswerContext } from './answer-context';
import { draft, type Draft } from './draft';
import { excerpt } from './excerpt';
import { contactLink } from './links';
import { chips } from './suggestions';

/**
 * A page is named as one of the closest when it shares a third of the question, or two words or more
 * and a fair part of it (long messages share a smaller part with any one page).
 */
const minMatched = 2;
const minShare = 0.2;
const minScore = 4;
/** How many pages the reply names (two or three). */
const pagesNamed = 3;
/** One line per page: a sentence, not a paragraph. */
const lineChars = 140;

/** The confidence a not-sure reply carries: it answers nothing by itself. */
export const notSureConfidence = 0.2;

const pathOf = (href: string) => href.split('#')[0]!;

/** The best passage of each page, best pages first, that shares enough of the question. */
export function closestPages(ctx: AnswerContext, limit = pagesNamed): SearchHit[] {
  const query = [
    ctx.analysis.text,
    ...ctx.analysis.jargon.map((j) => j.expansion),
    visitorPhrasing(ctx.analysis.text),
  ].join(' ');
  const byPage = new Map<string, SearchHit>();
  for (const hit of ctx.kb.search(query, { limit: 12 })) {
    const share = hit.matched.length / Math.max(hit.queryTerms.length, 1);
    const enough = (hit.matched.length >= minMatched && share >= minShare) || share >= 0.3;
    if (!enough || hit.score < minScore) continue;
    const path = pathOf(hit.passage.href);
    if (!byPage.has(path)) byPage.set(path, hit);
  }
  return [...byPage.values()].slice(0, limit);
}

/**
 * The reply below the confidence threshold: it says plainly that it is not sure, names the two or
 * three pages closest to the question as links with one line each, and offers a call or a
 * message. Never a confident answer to another question, never a dead end. Undefined when no page
 * is close enough to name (the caller's own fallback then answers).
 */
export function notSureAnswer(ctx: AnswerContext): Draft | undefined {
  const hits = closestPages(ctx);
  if (hits.length < 2) return undefined;
  const lines = hits.map(
    (hit) => `${hit.passage.label}: ${excerpt(hit.passage, hit.queryTerms, lineChars)}`,
  );
  const message = [
    "I'm not sure I've understood exactly what you need, so rather than guess, these are the pages of the site closest to your question:",
    ...lines.map((line) => `• ${line}`),
    `If none of these answers it, ${site.name} can: call ${site.phone}, e-mail ${site.email}, or leave a message here in the chat and you'll hear back within ${site.replyTime}.`,
  ].join('\n');
  return {
    ...draft('unclear', message, {
      links: [
        ...hits.map((hit) => ({ label: hit.passage.label, href: hit.passage.href })),
        contactLink,
      ],
      suggestions: [chips.person, chips.schedule, chips.services],
      grounding: hits.map((hit) => hit.passage),
      needsPerson: true,
      weak: true,
    }),
    confidence: notSureConfidence,
  };
}
