import { MessageAnalyzer } from '../entities/message.analyzer';
import { trainingCorpus } from './training.corpus';
import { features } from './text.classifier';
import { IntentModel, featureText, intentThreshold } from './understanding';
import { matches } from './intent.rules';

const analyzer = new MessageAnalyzer();
const model = IntentModel.shared();
const understand = (message: string) => model.understand(analyzer.analyze(message));

describe('intents learned from the training corpus', () => {
  it('gives a calibrated confidence between 0 and 1 and a runner-up', () => {
    const u = understand('how much do you charge for title work');
    expect(u.intent).toBe('pricing');
    expect(u.confidence).toBeGreaterThan(intentThreshold);
    expect(u.confidence).toBeLessThanOrEqual(1);
    expect(u.candidates).toHaveLength(2);
  });

  it('trusts a less certain reading whose own phrase rule the message matches', () => {
    const u = understand('what all can ellis do');
    expect(u.confidence).toBeLessThan(intentThreshold);
    expect(u.intent).toBe('services-overview');
    // A reading as unsure with no phrase of its own in the message stays unclear.
    expect(understand('what does he do exactly').intent).toBe('unclear');
  });

  it('says unclear instead of guessing when nothing it learned is in the message', () => {
    expect(understand('zxqv blorp').intent).toBe('unclear');
  });

  it('does not let a place name decide the intent', () => {
    expect(understand('any good bbq in Tyler').intent).toBe('off-topic');
    expect(understand('any good bbq in Midland').intent).toBe('off-topic');
    expect(featureText(analyzer.analyze('bbq in Tyler'))).not.toMatch(/tyler/);
  });

  it('learns the topic of a message that names no service', () => {
    expect(understand('the operator stopped paying my royalties last year').topic).toBe(
      'suspense-minerals',
    );
  });

  it('reads word pairs as well as words', () => {
    expect(features(['call', 'me'])).toEqual(['call', 'me', 'call_me']);
  });

  it('learns from labelled rows for every intent the answers handle', () => {
    const labels = new Set(trainingCorpus.map((t) => t.intent));
    for (const intent of [
      'pricing',
      'turnaround',
      'legal-advice',
      'off-topic',
      'documents',
      'privacy',
    ]) {
      expect(labels.has(intent as never)).toBe(true);
    }
  });
});

describe('the turnaround phrase rule', () => {
  it.each(['how long does a lease check take', 'how long is the wait for an audit'])(
    'reads a wait: %s',
    (message) => {
      expect(matches('turnaround', message)).toBe(true);
    },
  );

  it.each(['how long is a rod on an easement', 'how long is one vara in texas surveys'])(
    'not a length: %s',
    (message) => {
      expect(matches('turnaround', message)).toBe(false);
    },
  );
});

describe('the services-overview phrase rule', () => {
  it.each(['what all do you do', 'what else can you help with', 'what is it you guys do'])(
    'reads a question about the whole practice: %s',
    (message) => {
      expect(matches('servicesOverview', message)).toBe(true);
    },
  );
});

describe('the person-or-bot phrase rule', () => {
  it.each(['is this a bot', 'am i chatting with a real person', 'is that an automated reply'])(
    'reads a question whether a person is there: %s',
    (message) => {
      expect(matches('talkToPerson', message)).toBe(true);
    },
  );
});
