import type { MessageAnalysis } from '../entities/message.analyzer';
import { isLegalAdviceRequest } from '../guardrails/legal-advice.guard';
import { isOffTopic } from '../guardrails/out-of-scope.guard';
import type { Intent } from './intent';
import { matches } from './intent.rules';

/** Short messages only: "thanks, how long does a lease check take?" is a turnaround question. */
const smallTalkMaxTokens = 6;

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
 * Decides what the visitor wants, most specific first. Guardrails come before everything:
 * a legal question about a lease is a legal question first and a lease question second.
 */
export function detectIntent(analysis: MessageAnalysis): Intent {
  const { text, entities } = analysis;
  if (isLegalAdviceRequest(analysis)) return 'legal-advice';
  if (isOffTopic(analysis) && entities.services.length === 0) return 'off-topic';
  if (matches('restart', text)) return 'restart';
  if (matches('cancel', text)) return 'cancel';
  if (matches('talkToPerson', text)) return 'talk-to-person';
  if (matches('quote', text)) return 'quote';
  if (matches('revenueSearch', text)) return 'revenue-search';
  if (matches('schedule', text)) return 'schedule';
  if (matches('consultationInfo', text)) return 'consultation-info';
  if (matches('replyTime', text)) return 'reply-time';
  if (matches('trackRecord', text)) return 'track-record';
  // A dollar amount in the question is a price question ("would $500 cover it?").
  const amount = /\$\s?\d/.test(analysis.plain);
  if ((matches('pricing', text) || amount) && !matches('notPricing', text)) return 'pricing';
  if (matches('turnaround', text)) return 'turnaround';
  if (matches('about', text)) return 'about';
  if (namesAPlace(analysis)) return 'place';
  if (entities.services.length > 0) return 'service';
  if (matches('coverage', text)) return 'coverage';
  if (matches('servicesOverview', text)) return 'services-overview';
  const short = analysis.tokens.length <= smallTalkMaxTokens;
  if (short && matches('thanks', text)) return 'thanks';
  if (short && matches('goodbye', text)) return 'goodbye';
  if (short && matches('greeting', text)) return 'greeting';
  return 'question';
}
