import type { MessageAnalysis } from '../entities/message.analyzer';
import { isLegalAdviceRequest } from '../guardrails/legal-advice.guard';
import { isOffTopic } from '../guardrails/out-of-scope.guard';
import type { Intent } from './intent';
import { matchesAction } from './action.rules';
import { matchesFact } from './fact.rules';
import { matches } from './intent.rules';
import type { Understanding } from './understanding';

export function namesAPlace(analysis: MessageAnalysis): boolean {
  const e = analysis.entities;
  return (
    e.locations.length +
      e.states.length +
      e.otherCities.length +
      e.uncovered.length +
      e.counties.length >
    0
  );
}

/**
 * Decides what the visitor wants. Guardrails come before everything: a legal question about a
 * lease is a legal question first and a lease question second, and an off-topic question stays
 * off topic whatever place it names. Commands (start over, cancel) are exact phrases. Everything
 * else is what the classifier learned from the training corpus, or 'unclear' when it is unsure.
 */
export function detectIntent(analysis: MessageAnalysis, understood: Understanding): Intent {
  const text = analysis.text;
  if (matchesFact('ownershipLookup', text)) return 'ownership-lookup';
  if (isLegalAdviceRequest(analysis)) return 'legal-advice';
  if (matchesFact('investmentTip', text)) return 'off-topic';
  if (isOffTopic(analysis) && analysis.entities.services.length === 0) return 'off-topic';
  if (matchesFact('marketFigure', text)) return 'market-figure';
  if (matchesFact('articleRequest', text)) return 'article-request';
  if (matchesFact('hours', text)) return 'hours';
  // "Do you have an office in Tyler" is answered by Tyler's page; with no place, the office fact.
  if (matchesFact('officeVisit', text) && !namesAPlace(analysis)) return 'office-visit';
  if (matchesFact('goodAtIt', text)) return 'track-record';
  if (matches('restart', analysis.text)) return 'restart';
  if (matches('cancel', analysis.text)) return 'cancel';
  if (matchesAction('quote', text)) return 'quote';
  if (matchesAction('schedule', text)) return 'schedule';
  if (matchesAction('person', text)) return 'talk-to-person';
  // A long message that tells a story and then asks for a call ("... can someone call me") is
  // a request: when the request is one of the two likeliest readings and its phrase is there,
  // the request wins over the story.
  for (const action of ['schedule', 'quote'] as const) {
    if (understood.candidates.includes(action) && matches(action, analysis.text)) return action;
  }
  return understood.intent;
}
