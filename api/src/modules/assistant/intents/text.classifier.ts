import { createHash } from 'node:crypto';
import naiveBayes from 'wink-naive-bayes-text-classifier';

export interface LabelledText {
  text: string;
  label: string;
}

export interface Prediction {
  label: string;
  /** Calibrated probability of `label` (0-1). */
  confidence: number;
  /** The runner-up, for a clarifying question that offers both. */
  second?: { label: string; confidence: number };
}

/**
 * Turns prepared text into features: the words and the pairs of neighbouring words, so "call me"
 * and "can i call" differ from "call" alone.
 */
export function features(tokens: readonly string[]): string[] {
  const pairs = tokens.slice(1).map((t, i) => `${tokens[i]}_${t}`);
  return [...tokens, ...pairs];
}

/** Softmax of log2 odds scaled by a temperature: the larger the temperature, the softer. */
function softmax(odds: readonly [string, number][], temperature: number): [string, number][] {
  const scaled = odds.map(([l, o]) => [l, (o * Math.LN2) / temperature] as const);
  const max = Math.max(...scaled.map(([, s]) => s));
  const exps = scaled.map(([l, s]) => [l, Math.exp(s - max)] as const);
  const sum = exps.reduce((a, [, e]) => a + e, 0);
  return exps.map(([l, e]) => [l, e / sum]);
}

const temperatures = [1, 1.5, 2, 3, 4, 6, 8, 12, 16];
const folds = 5;
const smoothingFactor = 0.5;

/**
 * A temperature found by `calibrate`, with the fingerprint of what it was found on: the
 * examples' labels and features and the method's settings. Calibrating costs several hundred
 * milliseconds (five more models, every example scored), at every start of the server and in
 * every test file that builds the assistant; a stored one is used only while its fingerprint
 * matches, so a changed corpus is calibrated again rather than given a stale temperature.
 */
export interface Calibration {
  fingerprint: string;
  temperature: number;
}

/**
 * A multinomial naive Bayes text classifier (wink-naive-bayes-text-classifier) with a confidence
 * calibrated on the training examples themselves: naive Bayes odds are far too sure of
 * themselves, so a temperature is chosen by cross-validation (the one that gives held-out
 * examples the highest likelihood), and the softmax of the scaled odds is the confidence.
 */
export class TextClassifier {
  private readonly model: ReturnType<typeof naiveBayes>;
  /** Every feature seen in training: nothing else can change a prediction. */
  private readonly vocabulary = new Set<string>();
  readonly calibration: Calibration;

  constructor(
    examples: readonly LabelledText[],
    private readonly tokenize: (text: string) => string[],
    stored?: Calibration,
  ) {
    // Each example as the model reads it, prepared once for training, fingerprint and folds.
    const prepared = examples.map((e) => ({ label: e.label, text: this.prepare(e.text) }));
    for (const e of prepared) for (const f of e.text.split(' ')) if (f) this.vocabulary.add(f);
    this.model = TextClassifier.train(prepared);
    const fingerprint = TextClassifier.fingerprint(prepared);
    this.calibration = {
      fingerprint,
      temperature:
        stored?.fingerprint === fingerprint
          ? stored.temperature
          : TextClassifier.calibrate(prepared),
    };
  }

  /** Trains on prepared examples (see `prepare`). */
  private static train(prepared: readonly LabelledText[]) {
    const model = naiveBayes();
    model.defineConfig({ considerOnlyPresence: true, smoothingFactor });
    // The model reads prepared feature strings, split on spaces.
    model.definePrepTasks([(text) => text.split(' ').filter(Boolean)]);
    for (const e of prepared) model.learn(e.text, e.label);
    model.consolidate();
    return model;
  }

  predict(text: string): Prediction {
    // Presence is what the model learned (each feature once per example), and unseen features
    // carry no weight: a long message is reduced to the known features it contains, once each,
    // which keeps a 2,000-character message to a few milliseconds.
    const known = this.prepare(text)
      .split(' ')
      .filter((f) => this.vocabulary.has(f));
    const ranked = this.rank(this.model, known.join(' '), this.calibration.temperature);
    const [first, second] = ranked;
    if (!first) return { label: 'unknown', confidence: 0 };
    return {
      label: first[0],
      confidence: first[1],
      ...(second ? { second: { label: second[0], confidence: second[1] } } : {}),
    };
  }

  /** The distinct features of a text, as the string the model reads. */
  private prepare(text: string): string {
    return [...new Set(features(this.tokenize(text)))].join(' ');
  }

  private rank(model: ReturnType<typeof naiveBayes>, text: string, temperature: number) {
    return TextClassifier.ranked(TextClassifier.odds(model, text), temperature);
  }

  private static odds(model: ReturnType<typeof naiveBayes>, text: string): [string, number][] {
    const odds = model.computeOdds(text);
    return odds.length === 1 && odds[0]![0] === 'unknown' ? [] : odds;
  }

  private static ranked(odds: [string, number][], temperature: number): [string, number][] {
    return odds.length === 0 ? [] : softmax(odds, temperature).sort((a, b) => b[1] - a[1]);
  }

  /** Everything `calibrate` reads, hashed: the prepared examples, and the method's settings. */
  private static fingerprint(prepared: readonly LabelledText[]): string {
    const examples = prepared.map((e) => [e.label, e.text]);
    return createHash('sha256')
      .update(JSON.stringify({ temperatures, folds, smoothingFactor, prepared: examples }))
      .digest('hex');
  }

  /** Held-out log-likelihood per temperature over a fixed k-fold split; the best one wins. */
  private static calibrate(prepared: readonly LabelledText[]): number {
    const loss = new Map(temperatures.map((t) => [t, 0]));
    for (let fold = 0; fold < folds; fold += 1) {
      const train = prepared.filter((_, i) => i % folds !== fold);
      const held = prepared.filter((_, i) => i % folds === fold);
      if (new Set(train.map((e) => e.label)).size < 2) continue;
      const model = TextClassifier.train(train);
      for (const e of held) {
        const odds = TextClassifier.odds(model, e.text);
        for (const t of temperatures) {
          const p = TextClassifier.ranked(odds, t).find(([l]) => l === e.label)?.[1] ?? 0;
          loss.set(t, loss.get(t)! - Math.log(Math.max(p, 1e-6)));
        }
      }
    }
    return [...loss].sort((a, b) => a[1] - b[1])[0]![0];
  }
}
