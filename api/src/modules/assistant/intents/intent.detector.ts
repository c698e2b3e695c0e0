import type { MessageAnalysis } from '../entities/message.analyzer';
import { isLegalAdviceRequest } from '../guardrails/legal-advice.guard';
import { isOffTopic } from '../guardrails/out-of-scope.guard';
import type { Intent } from './intent';
import { matchesAction } from './action.rules';
import { matchesFact } from './fact.rules';
import { matchesFeature, type FeatureRuleName } from './feature.rules';
import { normalize } from '../text/normalize';
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
  // The site's features, in whatever words: checked before the off-topic guard, which would
  // otherwise turn "what times are open on Tuesday" away.
  // The words as typed count too: the spelling corrector may turn a real word into a likelier
  // one of the site's ("posts" into "costs").
  const typed = normalize(analysis.plain);
  const asksFor = (rule: FeatureRuleName) =>
    matchesFeature(rule, text) || matchesFeature(rule, typed);
  if (asksFor('transcript')) return 'transcript';
  if (asksFor('subscribe')) return 'blog-subscribe';
  // A deadline read as a legal question keeps the guardrail's answer, which offers the tool.
  if (asksFor('deadline') && understood.intent !== 'legal-advice') return 'deadline-tool';
  if (asksFor('openTimes') && !matchesFact('hours', text)) return 'schedule';
  if (matchesFact('investmentTip', text)) return 'off-topic';
  // A service or a term of the trade named keeps the message in scope: "the pooling election"
  // is not politics.
  if (
    isOffTopic(analysis) &&
    analysis.entities.services.length === 0 &&
    analysis.jargon.length === 0
  ) {
    return 'off-topic';
  }
  if (matchesFact('marketFigure', text)) return 'market-figure';
  if (matchesFact('articleRequest', text)) return 'article-request';
  if (matchesFact('hours', text)) return 'hours';
  // "Do you have an office in Tyler" is answered by Tyler's page; with no place, or asking to
  // come in ("an office in Tyler I can drop by"), the office fact.
  if (matchesFact('officeVisit', text) && (!namesAPlace(analysis) || matchesFact('walkIn', text)))
    return 'office-visit';
  // Meeting in person is the same question wherever it is asked to happen.
  if (matchesFact('inPerson', text)) return 'office-visit';
  if (matchesFact('goodAtIt', text) || matchesFact('credentials', text)) return 'track-record';
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
  // "A realistic timeline for it" after a question about heirship is how long that work
  // takes: lithium's years-long timeline is the answer only when lithium is named.
  const timeline =
    /\b(what is|whats|what s|realistic|rough|typical|usual|expected)( a| the| your)?( realistic| rough| typical)? (timeline|time ?frame)\b/.test(
      text,
    );
  const lithium = /\b(lithium|brine|dle)\b/.test(text);
  if (
    !lithium &&
    (understood.intent === 'lithium-timeline' ||
      (timeline && ['question', 'unclear', 'service'].includes(understood.intent)))
  ) {
    return 'turnaround';
  }
  return understood.intent;
}
