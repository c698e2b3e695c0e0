import { holdoutCorpus } from './holdout';
import { testCorpus } from './test.corpus';
import { trainingCorpus } from '../intents/training.corpus';

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The holdout is a measurement (no pass-rate floor): these checks only keep it honest, never
 * the assistant's score on it.
 */
describe('the holdout split', () => {
  it('shares no message with the training or test split', () => {
    const seen = new Set(
      [...trainingCorpus.map((row) => row.text), ...testCorpus.map((c) => c.ask)].map(normal),
    );
    expect(holdoutCorpus.filter((c) => seen.has(normal(c.ask))).map((c) => c.ask)).toEqual([]);
  });

  it('has 60 distinct messages, each with something to check', () => {
    expect(new Set(holdoutCorpus.map((c) => normal(c.ask))).size).toBe(60);
    for (const c of holdoutCorpus) {
      expect(
        (c.says?.length ?? 0) + (c.links?.length ?? 0) + (c.never?.length ?? 0),
      ).toBeGreaterThan(0);
    }
  });
});
