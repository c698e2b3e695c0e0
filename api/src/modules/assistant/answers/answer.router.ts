import {
  asksAboutTaxes,
  legalQuestionPhrase,
  legalTopicService,
  signsForAnother,
} from '../guardrails/legal-advice.guard';
import { visitorPhrasing } from '../knowledge/visitor-phrasing';
import type { Intent } from '../intents/intent';
import { namesAPlace } from '../intents/intent.detector';
import { feelingIn } from '../intents/feelings';
import { nameTokensOf } from '../entities/name-tokens';
import { specificTerms } from './generic-terms';
import { indexTerms } from '../knowledge/index-terms';
import { nounsOf } from '../text/english-words';
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
import { notSureAnswer } from './not-sure.answer';
import { legalAdviceAnswer, outOfScopeAnswer } from './guardrail.answers';
import {
  documentsAnswer,
  lawyerAnswer,
  lithiumTimelineAnswer,
  noAnswer,
  privacyAnswer,
} from './policy.answers';
import { injectionAnswer, otherLanguageAnswer, unhappyAnswer } from './manner.answers';
import { outsideAnswer, placeAnswer, residenceNote, whichCountyQuestion } from './place.answer';
import {
  articleAnswer,
  hoursAnswer,
  officeVisitAnswer,
  marketFigureAnswer,
  ownershipLookupAnswer,
} from './fact.answers';
import { deadlineToolAnswer, subscribeAnswer, transcriptAnswer } from './feature.answers';
import { retrievalAnswer } from './retrieval.answer';
import { answerNames, distinctiveTerms, namesUnknownThing, quotedTerms } from './distinctive';
import { termPassage } from './term.ranking';
import { spelledOutAcronyms } from './spelled-out';
import { serviceAnswer, serviceOverview } from './service.answer';
import { serviceLink } from './links';
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
export function answerFor(intent: Intent, given: AnswerContext, lastService?: ServiceSlug): Draft {
  const ctx = topicFirst(given);
  const e = ctx.analysis.entities;
  // "Do you cover tracts in Arkansas by the Louisiana line?" asks whether: the answer is no.
  if (e.uncovered.length > 0 && asksCoverage.test(ctx.analysis.text) && intent !== 'legal-advice') {
    return outsideAnswer(e.uncovered);
  }
  const answer = withTaxAdviser(
    withWhatWeDo(
      intent,
      ctx,
      aboutWhatWasAsked(
        intent,
        ctx,
        weighedAgainstPages(intent, ctx, answerIntent(intent, ctx, lastService)),
      ),
    ),
  );
  if (e.ambiguousCounties.length > 0) {
    // "Lease checks in Washington County?": which one is asked before anything is assumed.
    const question = whichCountyQuestion(e.ambiguousCounties);
    if (answer.reply.message.includes(question)) return answer;
    return prefixedWith(answer, question);
  }
  if (e.uncovered.length > 0) {
    // Whatever else the answer says, a place outside the four states is named as outside.
    const said = e.uncovered.every((u) =>
      new RegExp(`${u}[^.]*\\boutside\\b`).test(answer.reply.message),
    );
    return said ? answer : withCoverageNote(answer, e.uncovered);
  }
  const place = e.locations.length + e.states.length + e.otherCities.length + e.counties.length > 0;
  if (e.residences.length > 0 && !place && !answer.reply.message.includes(residenceNote)) {
    return prefixedWith(answer, residenceNote);
  }
  return withCoverageYes(answer, ctx);
}

/**
 * "An oil and gas lease since 1978, now a lithium outfit wants a brine lease": of several services
 * named, the one the whole message is about (the classifier's topic) leads, not the first named.
 */
function topicFirst(ctx: AnswerContext): AnswerContext {
  const { services } = ctx.analysis.entities;
  const topic = ctx.understood.topic;
  if (!topic || services.length < 2 || services[0] === topic || !services.includes(topic)) {
    return ctx;
  }
  const ordered = [topic, ...services.filter((s) => s !== topic)];
  return {
    ...ctx,
    analysis: { ...ctx.analysis, entities: { ...ctx.analysis.entities, services: ordered } },
  };
}

/** "Can you fix that?", "could you audit them before ...": asks whether the work is done. */
const asksCapability =
  /\b(can|could|would|will|do) (you|ellis|he|yall|you guys)( [a-z]+){0,2} (fix|cure|clear|handle|audit|review|check|run|do|work|help|take on|look at|sort out|untangle|trace|find)\b/;

/**
 * "Can you fix that?" about a named service, answered from one passage of the site: the
 * service's own line (what it is and includes) comes first, so the visitor hears that the work
 * is done and what it takes, then the passage on their case.
 */
function withWhatWeDo(intent: Intent, ctx: AnswerContext, answer: Draft): Draft {
  // The service named, else the one the message is about.
  const slug = ctx.analysis.entities.services[0] ?? ctx.understood.topic;
  if (!slug || !openReadings.has(intent) || !asksCapability.test(ctx.analysis.text)) return answer;
  const overview = serviceOverview(slug);
  if (answer.reply.message.includes(overview)) return answer;
  // The service's line comes with its page.
  const links = answer.reply.links ?? [];
  const link = serviceLink(slug);
  const withLink = links.some((l) => l.href === link.href)
    ? answer
    : { ...answer, reply: { ...answer.reply, links: [...links, link] } };
  return prefixedWith(withLink, overview);
}

/**
 * Readings answered by a fixed reply (the published terms, the consultation, the track record):
 * right when the reading is, and an answer to another question when it is not.
 */
const cannedReadings: ReadonlySet<Intent> = new Set<Intent>([
  'pricing',
  'consultation-info',
  'track-record',
  'turnaround',
  'documents',
  'reply-time',
  'services-overview',
  'about',
]);

/** A passage this sure of itself (the share of the question it matches) outweighs a fixed reply. */
const passageOutweighs = 0.9;
/** ... when the reading is less sure than this, ... */
const readingSure = 0.9;
/** ... and the passage matches at least this many of the question's own words that the reply never says. */
const unsaidWords = 1;

/**
 * One decision between the fixed reply of a reading and the passage of the site that matches
 * the question best: "how does an engagement with you work, step by step" read as pricing gets
 * the About page's steps, because the passage matches nearly all of the question and says the
 * words the price reply never does.
 */
function weighedAgainstPages(intent: Intent, ctx: AnswerContext, answer: Draft): Draft {
  if (!cannedReadings.has(intent) || ctx.understood.confidence >= readingSure) return answer;
  // A sum of money named keeps the price reply: it is a guardrail.
  if (intent === 'pricing' && /\$\s?\d/.test(ctx.analysis.plain)) return answer;
  const found = retrievalAnswer(ctx);
  if (!found || (found.confidence ?? 0) < passageOutweighs) return answer;
  const specific = specificTerms(ctx.analysis.text, nameTokensOf(ctx.analysis.entities));
  const said = new Set(indexTerms(answer.reply.message));
  const grounding = new Set(indexTerms((found.grounding ?? []).map((p) => p.text).join(' ')));
  // A price word the passage does not use in its own sense ("a cost basis" does) is a price
  // question: the price reply stays.
  const priceWords = indexTerms(
    ctx.analysis.text.match(new RegExp(asksOurPrice, 'g'))?.join(' ') ?? '',
  );
  if (intent === 'pricing' && priceWords.some((t) => !grounding.has(t))) return answer;
  // The question's own things (its nouns), not a word in passing ("what else do you offer").
  const nouns = new Set(nounsOf(ctx.analysis.plain).flatMap(indexTerms));
  const unsaid = specific.filter((t) => nouns.has(t) && !said.has(t) && grounding.has(t));
  return unsaid.length >= unsaidWords ? found : answer;
}

/** Readings answered from the site's pages, where a passage about the wrong thing can be chosen. */
const openReadings: ReadonlySet<Intent> = new Set<Intent>(['service', 'question', 'unclear']);

/**
 * "Somebody mentioned a P-4, what is that?": an answer that never names the one noun of the
 * question that few pages name is about something else. The passage that names it answers
 * instead, when one matches a fair part of the question.
 */
function aboutWhatWasAsked(intent: Intent, ctx: AnswerContext, answer: Draft): Draft {
  if (!openReadings.has(intent)) return answer;
  const terms = distinctiveTerms(ctx);
  // What the visitor put in quotes is the thing asked about: a heading that names it outweighs
  // another word of the message no page knows ("the executor keeps saying 'stepped up basis'").
  const quoted = new Set(quotedTerms(ctx.analysis.plain));
  const quotedKnown = terms.some((term) => quoted.has(term));
  if (answer.reply.weak && namesUnknownThing(ctx) && !quotedKnown) return answer;
  if (terms.length === 0 || answerNames(answer, terms, spelledOutAcronyms(ctx))) return answer;
  return retrievalAnswer(ctx, undefined, terms) ?? answer;
}

/** Who applies a tax article's general concepts to the visitor's own return. */
export const taxAdviserNote =
  'How it applies to your own situation is a question for a CPA or tax professional.';

/**
 * "What is a stepped-up basis": an answer quoted from an article about taxes says who applies it,
 * as the article itself does; the chat never draws a tax conclusion for the visitor.
 */
function withTaxAdviser(answer: Draft): Draft {
  const fromTaxArticle = (answer.grounding ?? []).some(
    (p) => p.source === 'blog' && /\btax(es)?\b/i.test(p.page),
  );
  if (!fromTaxArticle || /\bCPA\b/.test(answer.reply.message)) return answer;
  return {
    ...answer,
    reply: { ...answer.reply, message: `${answer.reply.message} ${taxAdviserNote}` },
  };
}

function prefixedWith(answer: Draft, lead: string): Draft {
  return { ...answer, reply: { ...answer.reply, message: `${lead} ${answer.reply.message}` } };
}

/**
 * "Do you work up there?", "is that too far out for you?", "is Rusk County an area you work
 * in?": asks whether a place is covered.
 */
const asksCoverage =
  /\b(do|does|can|will|would|could|chance) (you|ellis|he|yall|you guys|anyone|anybody|somebody|someone)( [a-z]+){0,3} (work|cover|serve|go|handle|run|come|travel|drive|get out)\b|\btoo far\b|\b(in|within|inside|part of) (your|the) (area|coverage|territory|service area)\b|\bdo you have (anybody|anyone|someone|somebody|an office|people)\b|\b(somewhere|someplace|anywhere|an area|a place|a county|a parish|a region|territory) (that )?(you|ellis|he|yall|you guys) (work|cover|serve|go|handle)\b/;

/**
 * A covered place asked about is confirmed in so many words before the answer ("Yes, Brenham
 * is within the area we cover."): the visitor asked whether, the page says what.
 */
function withCoverageYes(answer: Draft, ctx: AnswerContext): Draft {
  if (!asksCoverage.test(ctx.analysis.text)) return answer;
  const e = ctx.analysis.entities;
  const [hit] = e.locations;
  // "Harrison County" with no state: the one in the four states is named with its state, so
  // nothing reads as covering a county of that name elsewhere.
  const place =
    (hit?.via === 'county' && hit.note ? `${hit.phrase}, ${hit.note},` : hit?.phrase) ??
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
  // "Is my decimal right?": what the site's pages and articles say about checking it (the
  // tools' own pages aside: the tool is offered after it), then the tool that does it.
  const found = asked.asks === 'check' ? retrievalAnswer(withoutTools(ctx)) : undefined;
  return found ? withTool(found, asked.tool, true) : toolAnswer(asked.tool);
}

/**
 * The article passage a tax question is answered beside: the best match among articles whose
 * title is about taxes, if one matches, else the best article passage.
 */
function taxArticleHit(ctx: AnswerContext, text: string) {
  const hits = ctx.kb.search(`${text} ${visitorPhrasing(text)} tax taxes`, {
    sources: ['blog'],
    limit: 8,
  });
  return hits.find((hit) => /\btax(es)?\b/i.test(hit.passage.page)) ?? hits[0];
}

/** A message written after a death is about what the family inherited. */
const afterALoss = (ctx: AnswerContext): ServiceSlug | undefined =>
  feelingIn(ctx.analysis.plain) === 'bereavement' ? 'estate-heirship' : undefined;

/** The context with a knowledge base whose searches leave out the owner tools' pages. */
function withoutTools(ctx: AnswerContext): AnswerContext {
  const kb = ctx.kb;
  const search: typeof kb.search = (query, options = {}) => {
    const limit = options.limit ?? 5;
    return kb
      .search(query, { ...options, limit: limit + toolPages })
      .filter((hit) => hit.passage.kind !== 'tool')
      .slice(0, limit);
  };
  return {
    ...ctx,
    kb: new Proxy(kb, {
      get: (target, key) => (key === 'search' ? search : Reflect.get(target, key, target)),
    }),
  };
}

/** At most this many passages of one search are the tools' (one per tool question). */
const toolPages = 12;

/** Above this confidence an off-topic reading is trusted even where a page shares words. */
const offTopicSure = 0.5;

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
      const tax = asksAboutTaxes(text);
      const related = tax ? taxArticleHit(ctx, text) : undefined;
      // "Do I have to sign the division order?": no conclusion, but what the site says about it.
      const about = tax ? undefined : termPassage(ctx)?.passage;
      return legalAdviceAnswer(
        legalTopicService(ctx.analysis, topic ?? afterALoss(ctx)),
        legalQuestionPhrase(ctx.analysis),
        {
          tax,
          signingForAnother: signsForAnother(ctx.analysis),
          related: related && related.matched.length >= 2 ? related.passage : undefined,
          about,
        },
      );
    }
    case 'off-topic':
      // Never "outside what I can help with" for a question a page of the site answers.
      // A sure off-topic reading keeps its polite redirect.
      return ctx.understood.confidence < offTopicSure && retrievalAnswer(ctx)
        ? (notSureAnswer(ctx) ?? outOfScopeAnswer())
        : outOfScopeAnswer();
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
      return trackRecordAnswer(ctx.analysis.text);
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
      return retrievalAnswer(ctx) ?? notSureAnswer(ctx) ?? clarifyAnswer(ctx.understood.candidates);
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
        ? serviceAnswer(ctx, services, named.length === 0)
        : (retrievalAnswer(ctx, lastService) ??
            notSureAnswer(ctx) ??
            clarifyAnswer(ctx.understood.candidates));
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
      return articleAnswer(ctx) ?? retrievalAnswer(ctx) ?? notSureAnswer(ctx) ?? noAnswer();
    case 'hours':
      return hoursAnswer();
    case 'office-visit':
      return officeVisitAnswer(ctx);
    case 'transcript':
      return transcriptAnswer();
    case 'blog-subscribe':
      return subscribeAnswer();
    case 'deadline-tool':
      return deadlineToolAnswer(ctx.analysis.text, ctx.analysis.plain);
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
        retrievalAnswer(ctx, ctx.analysis.jargon.length > 0 ? undefined : service) ??
        notSureAnswer(ctx) ??
        noAnswer()
      );
  }
}
