import { states } from '@landman/content';
import { indexTerms } from '../knowledge/knowledge.base';
import type { Entities } from './entities';
import { locationTerms } from './location.lexicon';
import { serviceTerms } from './service.lexicon';
import { otherCities } from './state.lexicon';

/** The words of every name the message used, so "lease checks in Tyler" has nothing specific left. */
export function nameTokensOf(entities: Entities): Set<string> {
  const phrases = [
    ...serviceTerms.filter((t) => entities.services.includes(t.slug)).flatMap((t) => t.phrases),
    ...locationTerms
      .filter((t) => entities.locations.some((l) => l.slug === t.slug))
      .map((t) => t.phrase),
    ...states.filter((s) => entities.states.includes(s.code)).flatMap((s) => [s.name, s.code]),
    ...otherCities
      .filter((c) => entities.otherCities.some((o) => o.city === c.city))
      .map((c) => c.city),
    ...entities.uncovered,
    ...entities.counties,
  ];
  return new Set(phrases.flatMap(indexTerms));
}
