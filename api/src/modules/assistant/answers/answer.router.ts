import {
  legalQuestionPhrase,
  legalTopicService,
  signsForAnother,
} from '../guardrails/legal-advice.guard';
import { visitorPhrasing } from '../knowledge/visitor-phrasing';
import type { Intent } from '../intents/intent';
import { namesAPlace } from '../intents/intent.detector';
import { nameTokensOf } from '../entities/name-tokens';
import { specificTerms } from './generic-terms';
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
import { states, type ServiceSlug } from '@landman/content';
import { listOf, type Draft } from './draft';
import { clarifyAnswer } from './clarify.answer';
import { legalAdviceAnswer, outOfScopeAnswer } from './guardrail.answers';
import {
  documentsAnswer,
  lawyerAnswer,
  lithiumTimelineAnswer,
  noAnswer,
  privacyAnswer,
} from './policy.answers';
import { injectionAnswer, otherLanguageAnswer, unhappyAnswer } from './manner.answers';
import { placeAnswer } from './place.answer';
import {
  articleAnswer,
  hoursAnswer,
  officeVisitAnswer,
  marketFigureAnswer,
  ownershipLookupAnswer,
} from './fact.answers';
import { retrievalAnswer } from './retrieval.answer';
import { termPassage } from './term.ranking';
import { serviceAnswer } from './service.answer';
import { toolAnswer, toolAsked, withTool } from './tool.pointer';
import {
  goodbyeAnswer,
  greetingAnswer,
  nothingToCancelAnswer,
  thanksAnswer,
} from './small-talk.answers';

/**
 * The answer for every intent outside a request flow. Follow-ups without a service ("how much
 * is it?") refer to the service of the previous answer (`lastService`).
 */
export function answerFor(intent: Intent, ctx: AnswerContext, lastService?: ServiceSlug): Draft {
  const answer = answerIntent(intent, ctx, lastService);
  const uncovered = ctx.analysis.entities.uncovered;
  if (uncovered.length === 0) return withCoverageYes(answer, ctx);
  return intent === 'place' ? answer : withCoverageNote(answer, uncovered);
}

/** "Do you work up there?", "is that too far out for you?": asks whether a place is covered. */
const asksCoverage =
  /\b(do|does|can|will|would|could) (you|ellis|he|yall|you guys|anyone|anybody|somebody|someone)( [a-z]+){0,3} (work|cover|serve|go|handle|run|come|travel|drive|get out)\b|\btoo far\b|\b(in|within|inside|part of) (your|the) (area|coverage|territory|service area)\b|\bdo you have (anybody|anyone|someone|somebody|an office|people)\b/;

/**
 * A covered place asked about is confirmed in so many words before the answer ("Yes, Brenham
 * is within the area we cover."): the visitor asked whether, the page says what.
 */
function withCoverageYes(answer: Draft, ctx: AnswerContext): Draft {
  if (!asksCoverage.test(ctx.analysis.text)) return answer;
  const e = ctx.analysis.entities;
  const place =
    e.locations[0]?.phrase ??
    e.otherCities[0]?.city ??
    (e.states[0] ? states.find((s) => s.code === e.states[0])?.name : undefined);
  if (!place || /^yes\b/i.test(answer.reply.message)) return answer;
  const lead = `Yes, ${place} is within the area we cover.`;
  return { ...answer, reply: { ...answer.reply, message: `${lead} ${answer.reply.message}` } };
}

/**
 * "Inherited royalties in Wyoming and Texas": whatever the question, a place outside the four
 * states is named honestly before the answer.
 */
function withCoverageNote(answer: Draft, uncovered: readonly string[]): Draft {
  if (uncovered.length === 0) return answer;
  const note = `${listOf([...uncovered], 'and')} ${uncovered.length > 1 ? 'are' : 'is'} outside the four states we cover (${listOf(states.map((s) => s.name))}), so we can only help with the part of your minerals or project in those states.`;
  return { ...answer, reply: { ...answer.reply, message: `${note} ${answer.reply.message}` } };
}

/**
 * Readings a sum about the visitor's own interest can be mistaken for ("how much will my check
 * be" reads as pricing): the tool that works it out answers instead.
 */
const toolReadings: ReadonlySet<Intent> = new Set<Intent>([
  'question',
  'service',
  'unclear',
  'pricing',
  'documents',
  'turnaround',
  'consultation-info',
  'track-record',
  'revenue-search',
]);

/** "What do you charge to check my decimal": a price of the practice's work, not a sum. */
const asksOurPrice =
  /\b(charge|charges|fee|fees|price|prices|pricing|cost|costs|rate|rates|pay you|billed|billing)\b/;

/** Guardrails keep their answer; the tool is offered beside it for the arithmetic. */
const guardedReadings: ReadonlySet<Intent> = new Set<Intent>(['market-figure', 'legal-advice']);

/**
 * "How is a lithium lease different from an oil lease?": the site publishes the comparison as a
 * typed fact (marketingFigures.lithiumVersusOilGas), which answers it better than either page.
 */
const comparison =
  /\b(differ|differs|different|difference|compare|compared|comparison|versus|vs|same as|unlike)\b/;
const comparesLithiumWithOil = (text: string) =>
  comparison.test(text) && /\blithium\b/.test(text) && /\b(oil|gas)\b/.test(text);

function answerIntent(intent: Intent, ctx: AnswerContext, lastService?: ServiceSlug): Draft {
  if (
    (intent === 'service' || intent === 'question' || intent === 'unclear') &&
    comparesLithiumWithOil(ctx.analysis.text)
  ) {
    return lithiumTimelineAnswer();
  }
  const considered =
    (toolReadings.has(intent) || guardedReadings.has(intent)) &&
    !(intent === 'pricing' && asksOurPrice.test(ctx.analysis.text));
  const asked = considered ? toolAsked(ctx) : undefined;
  const answer = () => answerIntentOnly(intent, ctx, lastService);
  if (!asked) return answer();
  if (guardedReadings.has(intent)) return withTool(answer(), asked.tool);
  // "Is my decimal right?": what the site says about checking it, then the tool that does it.
  const found = asked.asks === 'check' ? retrievalAnswer(ctx) : undefined;
  const onTool = found?.reply.links?.[0]?.href.startsWith('/tools/');
  return found && !onTool ? withTool(found, asked.tool) : toolAnswer(asked.tool);
}

function answerIntentOnly(intent: Intent, ctx: AnswerContext, lastService?: ServiceSlug): Draft {
  const named = ctx.analysis.entities.services;
  // A service the visitor named wins; else the one the message is about; else the last one.
  const jargonService = ctx.analysis.jargon[0]?.service;
  const topic = ctx.understood.topic ?? jargonService;
  const services = named.length > 0 ? named : topic ? [topic] : [];
  const service = services[0] ?? lastService;
  switch (intent) {
    case 'legal-advice': {
      const text = ctx.analysis.text;
      const tax = /\b(tax|taxes|irs|depletion|basis)\b/.test(text);
      const related = tax
        ? ctx.kb.search(`${text} ${visitorPhrasing(text)}`, { sources: ['blog'], limit: 1 })[0]
        : undefined;
      // "Do I have to sign the division order?": no conclusion, but what the site says about it.
      const about = tax ? undefined : termPassage(ctx)?.passage;
      return legalAdviceAnswer(legalTopicService(ctx.analysis), legalQuestionPhrase(ctx.analysis), {
        tax,
        signingForAnother: signsForAnother(ctx.analysis),
        related: related && related.matched.length >= 2 ? related.passage : undefined,
        about,
      });
    }
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
    case 'lawyer':
      return lawyerAnswer();
    case 'documents':
      return documentsAnswer();
    case 'privacy':
      return privacyAnswer();
    case 'lithium-timeline':
      return lithiumTimelineAnswer();
    case 'unclear':
      // "do you review JOAs?": a known term is enough to answer from the site.
      // Whatever the classifier guessed, a passage that answers most of the question wins over
      // a clarifying question with the classifier's options.
      return retrievalAnswer(ctx) ?? clarifyAnswer(ctx.understood.candidates);
    case 'place':
      return placeAnswer(ctx);
    case 'service':
      // "Someone wants to top lease my minerals": the term is the question, not the word "lease".
      if (ctx.analysis.jargon.length > 0) {
        return (
          retrievalAnswer(ctx) ?? serviceAnswer(ctx, named.length > 0 ? named : [jargonService!])
        );
      }
      // "Lease checks in Hobbs?": the service as that place's page presents it.
      if (named.length > 0 && namesAPlace(ctx.analysis)) return placeAnswer(ctx);
      return services.length > 0
        ? serviceAnswer(ctx, services)
        : (retrievalAnswer(ctx, lastService) ?? clarifyAnswer(ctx.understood.candidates));
    case 'coverage':
      return coverageAnswer();
    case 'services-overview':
      return servicesOverviewAnswer();
    case 'prompt-injection':
      return injectionAnswer();
    case 'abuse':
    case 'complaint':
      return unhappyAnswer(intent);
    case 'foreign-language':
      return otherLanguageAnswer();
    case 'ownership-lookup':
      return ownershipLookupAnswer(ctx);
    case 'market-figure':
      return marketFigureAnswer(ctx);
    case 'article-request':
      return articleAnswer(ctx) ?? retrievalAnswer(ctx) ?? noAnswer();
    case 'hours':
      return hoursAnswer();
    case 'office-visit':
      return officeVisitAnswer();
    case 'greeting':
      return greetingAnswer();
    case 'thanks':
      return thanksAnswer();
    case 'goodbye':
      return goodbyeAnswer();
    case 'schedule':
    case 'quote':
    case 'question':
      // "What does a lease check cover?" asks for the service itself: its overview answers it.
      // A term of the trade ("what is a top lease") is a question about the term, not the service.
      if (
        named.length > 0 &&
        ctx.analysis.jargon.length === 0 &&
        specificTerms(ctx.analysis.text, nameTokensOf(ctx.analysis.entities)).length === 0
      ) {
        return serviceAnswer(ctx, named);
      }
      // A term's own words decide the page, not the service of an earlier answer.
      return (
        retrievalAnswer(ctx, ctx.analysis.jargon.length > 0 ? undefined : service) ?? noAnswer()
      );
  }
}
