import { legalQuestionPhrase, legalTopicService } from '../guardrails/legal-advice.guard';
import type { Intent } from '../intents/intent';
import type { SessionState } from '../flows/session-state';
import type { AnswerContext } from './answer-context';
import {
  aboutAnswer,
  consultationAnswer,
  coverageAnswer,
  pricingAnswer,
  replyTimeAnswer,
  revenueSearchAnswer,
  servicesOverviewAnswer,
  talkToPersonAnswer,
  trackRecordAnswer,
  turnaroundAnswer,
} from './curated.answers';
import type { Draft } from './draft';
import { legalAdviceAnswer, outOfScopeAnswer } from './guardrail.answers';
import { placeAnswer } from './place.answer';
import { retrievalAnswer } from './retrieval.answer';
import { serviceAnswer } from './service.answer';
import {
  goodbyeAnswer,
  greetingAnswer,
  nothingToCancelAnswer,
  thanksAnswer,
} from './small-talk.answers';

/**
 * The answer for every intent outside a request flow. Follow-ups without a service ("how much
 * is it?") refer to the service of the previous answer.
 */
export function answerFor(intent: Intent, ctx: AnswerContext, state: SessionState): Draft {
  const services = ctx.analysis.entities.services;
  const service = services[0] ?? state.lastService;
  switch (intent) {
    case 'legal-advice':
      return legalAdviceAnswer(legalTopicService(ctx.analysis), legalQuestionPhrase(ctx.analysis));
    case 'off-topic':
      return outOfScopeAnswer();
    case 'cancel':
    case 'restart':
      return nothingToCancelAnswer();
    case 'talk-to-person':
      return talkToPersonAnswer();
    case 'revenue-search':
      return revenueSearchAnswer();
    case 'consultation-info':
      return consultationAnswer();
    case 'reply-time':
      return replyTimeAnswer();
    case 'track-record':
      return trackRecordAnswer();
    case 'pricing':
      return pricingAnswer(service);
    case 'turnaround':
      return turnaroundAnswer(service);
    case 'about':
      return aboutAnswer();
    case 'place':
      return placeAnswer(ctx);
    case 'service':
      return serviceAnswer(ctx, services);
    case 'coverage':
      return coverageAnswer();
    case 'services-overview':
      return servicesOverviewAnswer();
    case 'greeting':
      return greetingAnswer();
    case 'thanks':
      return thanksAnswer();
    case 'goodbye':
      return goodbyeAnswer();
    case 'schedule':
    case 'quote':
    case 'question':
      return (
        retrievalAnswer(ctx, state.lastService) ??
        outOfScopeAnswer("I couldn't find an answer to that on the site.")
      );
  }
}
