import type { Intent } from '../intents/intent';
import { draft, listOf, type Draft } from './draft';
import { contactLink } from './links';
import { chips } from './suggestions';
import { wayForward } from './way-forward';

/** How a likely intent is named in a clarifying question, and the chip that asks it. */
const topics: Partial<Record<Intent, { phrase: string; chip: string }>> = {
  pricing: { phrase: 'how pricing works', chip: chips.pricing },
  turnaround: { phrase: 'turnaround times', chip: chips.turnaround },
  place: { phrase: 'the areas we cover', chip: chips.coverage },
  coverage: { phrase: 'the areas we cover', chip: chips.coverage },
  service: { phrase: 'which service fits your situation', chip: chips.services },
  'services-overview': { phrase: 'which service fits your situation', chip: chips.services },
  question: { phrase: 'what a term or document means', chip: chips.services },
  schedule: { phrase: 'setting up a call', chip: chips.schedule },
  'consultation-info': { phrase: 'setting up a call', chip: chips.consultation },
  quote: { phrase: 'getting a quote', chip: chips.quote },
  'talk-to-person': { phrase: 'reaching Ellis directly', chip: chips.person },
  'revenue-search': { phrase: 'the free revenue search', chip: chips.revenueSearch },
};

/**
 * The reply when the message was not understood well enough: one short question built from the
 * likeliest readings, and the human channels, never a guess.
 */
export function clarifyAnswer(candidates: readonly Intent[]): Draft {
  const known = [
    ...new Map(
      candidates.flatMap((c) => (topics[c] ? ([[topics[c].phrase, topics[c]]] as const) : [])),
    ).values(),
  ];
  const question =
    known.length > 0
      ? `I want to be sure I answer the right question: is it about ${listOf(
          known.map((k) => k.phrase),
          'or',
        )}?`
      : 'I want to be sure I answer the right question: could you tell me a little more about what you need?';
  return draft('unclear', `${question} ${wayForward}`, {
    links: [contactLink],
    suggestions: [...new Set([...known.map((k) => k.chip), chips.person, chips.services])].slice(
      0,
      4,
    ),
    needsPerson: true,
    // Asked because the message was understood below the confidence threshold.
    weak: true,
  });
}
