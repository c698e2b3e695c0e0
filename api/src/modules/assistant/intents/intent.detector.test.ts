import { MessageAnalyzer } from '../entities/message.analyzer';
import { detectIntent } from './intent.detector';
import { IntentModel } from './understanding';

const analyzer = new MessageAnalyzer();
const intentOf = (message: string) => {
  const analysis = analyzer.analyze(message);
  return detectIntent(analysis, IntentModel.shared().understand(analysis));
};

describe('the off-topic guard', () => {
  it.each([
    'which options does a pooling election give me',
    'who runs the election under a pooling order',
  ])('leaves a message that names a term of the trade in scope: %s', (message) => {
    expect(intentOf(message)).not.toBe('off-topic');
  });

  it('still turns away the same word without one: who will win the election', () => {
    expect(intentOf('who will win the election')).toBe('off-topic');
  });
});
