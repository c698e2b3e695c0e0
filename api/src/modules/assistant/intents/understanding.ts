import { stateByCode, type ServiceSlug } from '@landman/content';
import { normalize } from '../text/normalize';
import { stemText } from '../text/stem';
import { MessageAnalyzer, type MessageAnalysis } from '../entities/message.analyzer';
import { trainingCorpus } from './training.corpus';
import type { Intent } from './intent';
import { intentRules, type IntentRuleName } from './intent.rules';
import { storedCalibrations } from './calibrations.generated';
import { type Calibration, TextClassifier } from './text.classifier';

/** What the assistant understood from one message, with how sure it is. */
export interface Understanding {
  intent: Intent;
  confidence: number;
  /** The likeliest intents, best first, offered in a clarifying question when unclear. */
  candidates: Intent[];
  /** The service the message is about when it names none, learned from the examples. */
  topic?: ServiceSlug;
}

/**
 * Below this calibrated confidence the intent is not trusted: the assistant asks one short
 * question or offers a person instead of guessing.
 */
export const intentThreshold = 0.45;
const topicThreshold = 0.5;
const legalThreshold = 0.75;
/**
 * A less certain reading is still trusted when the message names what it is about, or says the
 * reading's own phrase.
 */
const supportedThreshold = 0.25;

/** "servicesOverview" is the rule of the intent "services-overview". */
const ruleOf = (label: string): IntentRuleName | undefined => {
  const name = label.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return name in intentRules && name !== 'notPricing' ? (name as IntentRuleName) : undefined;
};

function supportedReading(label: string, analysis: MessageAnalysis): boolean {
  // "What all do you do": the reading's own phrase is in the message, though the learned weights
  // of its other words pull the confidence down.
  const rule = ruleOf(label);
  if (rule && intentRules[rule].some((p) => p.test(analysis.text))) return true;
  const e = analysis.entities;
  const place =
    e.locations.length + e.states.length + e.otherCities.length + e.uncovered.length > 0;
  if (label === 'place' || label === 'coverage') return place;
  if (label === 'service') return e.services.length > 0;
  if (label === 'question') return analysis.jargon.length > 0;
  return false;
}

/**
 * What the classifiers read: the message's words and word pairs, plus one marker per kind of
 * entity, so "do you work in X" generalises to every county and "I need help with Y" to every
 * service without each name appearing in the examples.
 */
export function featureText(analysis: MessageAnalysis): string {
  const e = analysis.entities;
  const markers: string[] = [];
  // Place names say where, never what: "bbq in Tyler" and "lease check in Tyler" must not share
  // evidence, so the names are replaced by one marker.
  const placeWords = new Set(
    [
      ...e.locations.map((l) => l.phrase),
      ...e.otherCities.map((c) => c.city),
      ...e.uncovered,
      ...e.counties,
      ...e.states.map((code) => stateByCode(code).name),
    ].flatMap((name) => stemText(normalize(name)).split(' ')),
  );
  placeWords.delete('county');
  placeWords.delete('parish');
  if (e.locations.length + e.states.length + e.otherCities.length + e.counties.length > 0) {
    markers.push('zzplace');
  }
  if (e.uncovered.length > 0) markers.push('zzelsewhere');
  if (e.services.length > 0) markers.push('zzservice');
  if (analysis.jargon.length > 0) markers.push('zzjargon');
  if (/\$\s?\d/.test(analysis.plain)) markers.push('zzmoney');
  if (analysis.plain.trim().endsWith('?')) markers.push('zzquestion');
  // The hand-written phrase rules are evidence, not verdicts: each one that matches is a feature
  // whose weight the classifier learns, so a place name can no longer outweigh the question.
  for (const rule of Object.keys(intentRules) as IntentRuleName[]) {
    if (intentRules[rule].some((p) => p.test(analysis.text)))
      markers.push(`zzrule${rule.toLowerCase()}`);
  }
  return [...analysis.tokens.filter((t) => !placeWords.has(t)), ...markers].join(' ');
}

const split = (text: string) => text.split(' ').filter(Boolean);

/** The temperatures of the two classifiers; see `Calibration`. */
export interface IntentCalibrations {
  intents: Calibration;
  topics: Calibration;
}

/** Intents and topics learned from the training corpus (never from the test corpus). */
export class IntentModel {
  private static trained?: IntentModel;

  /** One model per process: training takes a few hundred milliseconds and never changes. */
  static shared(): IntentModel {
    if (!IntentModel.trained) {
      const analyzer = new MessageAnalyzer();
      IntentModel.trained = new IntentModel((m) => analyzer.analyze(m));
    }
    return IntentModel.trained;
  }

  private readonly intents: TextClassifier;
  private readonly topics: TextClassifier;

  /** `stored` undefined calibrates both from scratch (`npm run calibrate -w api` does). */
  constructor(
    analyze: (message: string) => MessageAnalysis,
    stored: IntentCalibrations | undefined = storedCalibrations,
  ) {
    const examples = trainingCorpus.map((e) => ({ ...e, features: featureText(analyze(e.text)) }));
    this.intents = new TextClassifier(
      examples.map((e) => ({ text: e.features, label: e.intent })),
      split,
      stored?.intents,
    );
    this.topics = new TextClassifier(
      examples.flatMap((e) => (e.service ? [{ text: e.features, label: e.service }] : [])),
      split,
      stored?.topics,
    );
  }

  get calibrations(): IntentCalibrations {
    return { intents: this.intents.calibration, topics: this.topics.calibration };
  }

  understand(analysis: MessageAnalysis): Understanding {
    const features = featureText(analysis);
    const predicted = this.intents.predict(features);
    // A refusal in place of an answer costs the visitor most: the learned legal-advice reading
    // must be sure of itself (the phrase guardrail catches the clear cases on its own).
    const doubtfulLegal =
      predicted.label === 'legal-advice' &&
      predicted.confidence < legalThreshold &&
      predicted.second;
    const intent = doubtfulLegal ? { ...predicted.second!, second: undefined } : predicted;
    const topic = this.topics.predict(features);
    const trusted =
      intent.confidence >= intentThreshold ||
      (intent.confidence >= supportedThreshold && supportedReading(intent.label, analysis));
    return {
      intent: trusted ? (intent.label as Intent) : 'unclear',
      confidence: intent.confidence,
      candidates: [intent.label, ...(intent.second ? [intent.second.label] : [])] as Intent[],
      ...(topic.confidence >= topicThreshold ? { topic: topic.label as ServiceSlug } : {}),
    };
  }
}
