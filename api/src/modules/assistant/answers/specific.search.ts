import type { LocationSlug, ServiceSlug } from '@landman/content';
import type { SearchHit } from '../knowledge/knowledge.base';
import type { AnswerContext } from './answer-context';

const specificMatches = (hit: SearchHit, specific: readonly string[]) =>
  hit.matched.filter((t) => specific.includes(t)).length;

/**
 * The passage that best answers a specific question about a service or place. The page of that
 * service or place is searched first; an article or another page wins only when it matches
 * clearly more of the question's specific words ("stepped-up basis" lives in an article).
 */
export function specificHit(
  ctx: AnswerContext,
  specific: readonly string[],
  scope: { service?: ServiceSlug; location?: LocationSlug },
): SearchHit | undefined {
  if (specific.length === 0) return undefined;
  const best = (hits: SearchHit[]) =>
    hits
      .map((hit) => ({ hit, n: specificMatches(hit, specific) }))
      .filter((x) => x.n > 0)
      .sort((a, b) => b.n - a.n)[0];
  const local =
    scope.service || scope.location
      ? best(ctx.kb.search(ctx.analysis.text, { ...scope, limit: 5 }))
      : undefined;
  const anywhere = best(ctx.kb.search(ctx.analysis.text, { limit: 5 }));
  // The page itself wins unless elsewhere matches clearly more of the question.
  if (local && (!anywhere || local.n + 1 >= anywhere.n)) return local.hit;
  // Elsewhere must also cover at least half of the specific words.
  return anywhere && anywhere.n * 2 >= specific.length ? anywhere.hit : local?.hit;
}
