import { AssistantHarness } from '../testing/assistant-harness';
import { evaluate, formatReport, judge } from './evaluate';
import { passRateFloor } from './floor';
import { testCorpus } from './test.corpus';
import { trainingCorpus } from '../intents/training.corpus';

describe('assistant evaluation corpus', () => {
  it('holds at least 400 messages, and no test message is also a training message', () => {
    expect(trainingCorpus.length + testCorpus.length).toBeGreaterThanOrEqual(400);
    const training = new Set(trainingCorpus.map((t) => t.text.toLowerCase()));
    expect(testCorpus.filter((t) => training.has(t.ask.toLowerCase()))).toEqual([]);
  });

  it('judges a reply by what it must say, link and not say', () => {
    const testCase = {
      category: 'x',
      ask: 'q',
      says: [['alpha', 'beta']],
      links: ['/a'],
      never: ['gamma'],
    };
    expect(
      judge(testCase, { message: 'Beta here.', links: [{ label: 'A', href: '/a#s' }] }),
    ).toEqual([]);
    expect(judge(testCase, { message: 'Gamma.', links: [] })).toEqual([
      'missing "alpha | beta"',
      'no link to /a',
      'says "gamma"',
    ]);
  });

  it('keeps the test-split pass rate at or above the recorded floor', async () => {
    const harness = new AssistantHarness();
    const report = await evaluate(testCorpus, (message) => harness.ask(message));
    const rate = report.passed / report.total;
    if (rate < passRateFloor) console.log(formatReport(report));
    expect(rate).toBeGreaterThanOrEqual(passRateFloor);
  }, 60_000);
});
