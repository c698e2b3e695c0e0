import type { LocationSlug, ServiceSlug } from '@landman/content';
import { indexTerms, type SearchHit } from '../knowledge/knowledge.base';
import type { AnswerContext } from './answer-context';

/** The share of a FAQ's question words the message must use, and how many at least. */
const faqShare = 0.8;
const faqWords = 4;
/** How many of the page's best passages are looked at for such a FAQ. */
const faqCandidates = 10;

function asksTheFaq(hit: SearchHit, asked: ReadonlySet<string>): boolean {
  const words = [...new Set(indexTerms(hit.passage.title))];
  const used = words.filter((w) => asked.has(w)).length;
  return words.length >= faqWords && used >= faqShare * words.length;
}

/**
 * How much of the question's specific words a passage matches, each word weighed by how few
 * pages name it: "gathering" and "compression" say more about a question than "royalty" does.
 */
const specificMatches = (ctx: AnswerContext, hit: SearchHit, specific: readonly string[]) =>
  hit.matched.filter((t) => specific.includes(t)).reduce((sum, t) => sum + ctx.kb.rarity(t), 0);

/** The weighed matches of a passage that matched every one of these words. */
const weightOf = (ctx: AnswerContext, words: readonly string[]) =>
  words.reduce((sum, t) => sum + ctx.kb.rarity(t), 0);

const faqFirst = (hit: SearchHit) => (hit.passage.kind === 'faq' ? 0 : 1);

/**
 * The passage that best answers a specific question about a service or place. The page of that
 * service or place is searched first; an article or another page wins only when it matches
 * clearly more of the question's specific words ("stepped-up basis" lives in an article).
 */
export function specificHit(
  ctx: AnswerContext,
  specific: readonly string[],
  scope: { service?: ServiceSlug; location?: LocationSlug },
  /**
   * The service or place was not named but guessed (the classifier's topic): its page gets no
   * head start over a passage elsewhere that matches more of the question.
   */
  guessed = false,
): SearchHit | undefined {
  if (specific.length === 0) return undefined;
  // One specific word's worth, on the weighed scale: the head start the named page gets.
  const oneWord = weightOf(ctx, specific) / specific.length;
  // Within a list: the most specific words, then the search's order; across lists (the page
  // against elsewhere), the words weighed by rarity.
  const count = (hit: SearchHit) => hit.matched.filter((t) => specific.includes(t)).length;
  const best = (hits: SearchHit[]) =>
    hits
      .map((hit) => ({ hit, count: count(hit), n: specificMatches(ctx, hit, specific) }))
      .filter((x) => x.count > 0)
      // A page's FAQ is written as the answer to a visitor's question: it wins a tie.
      .sort((a, b) => b.count - a.count || faqFirst(a.hit) - faqFirst(b.hit))[0];
  const localHits =
    scope.service || scope.location
      ? ctx.kb.search(ctx.analysis.text, { ...scope, limit: faqCandidates })
      : [];
  // The page's own FAQ asks the visitor's question (nearly all of its words are in the
  // message): it answers, whatever other passage, here or elsewhere, shares more of the
  // message's other words.
  const asked = new Set(indexTerms(ctx.analysis.text));
  const faq = localHits.find((hit) => hit.passage.kind === 'faq' && asksTheFaq(hit, asked));
  if (faq) return faq;
  const local = best(localHits.slice(0, 5));
  const anywhere = best(ctx.kb.search(ctx.analysis.text, { limit: guessed ? 10 : 5 }));
  // The page itself wins unless elsewhere matches clearly more of the question.
  const headStart = guessed ? 0 : oneWord;
  if (local && (!anywhere || local.n + headStart >= anywhere.n)) return local.hit;
  if (!anywhere) return local?.hit;
  // Against a guessed page, elsewhere wins when it matches twice as much of the question.
  if (guessed && local && anywhere.n >= 2 * local.n) return anywhere.hit;
  // Elsewhere must also cover at least half of the specific words.
  return anywhere.n * 2 >= weightOf(ctx, specific) ? anywhere.hit : local?.hit;
}
