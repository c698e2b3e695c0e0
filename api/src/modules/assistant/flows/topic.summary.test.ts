import { MessageAnalyzer } from '../entities/message.analyzer';
import { topicSummary } from './topic.summary';

const analyzer = new MessageAnalyzer();
const topic = (message: string) => topicSummary(analyzer.analyze(message));

describe('the topic of a request', () => {
  it('names the services and terms a message is about', () => {
    expect(topic('my dad died and we need heirship work and the division order fixed')).toBe(
      'Estate & Heirship and division orders',
    );
  });

  it('is never the raw message: contact details and introductions are left out, length is bounded', () => {
    const message =
      "Hi, I'm Martha Green, 79, my husband passed and the checks from Devon stopped, my number is 405-555-0123 and my email is martha@example.com, please call";
    const summary = topic(message);
    expect(summary).not.toBe(message);
    expect(summary).not.toMatch(/405-555-0123|martha@example\.com|Martha Green/);
    expect(summary.length).toBeLessThanOrEqual(80);
    expect(summary).toMatch(/husband passed/);
  });
});
