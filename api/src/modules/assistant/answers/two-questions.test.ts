import { AssistantHarness } from '../testing/assistant-harness';
import { questionsIn } from './two-questions';

describe('two questions in one message', () => {
  it('splits a message into its questions only when each stands alone', () => {
    expect(questionsIn('Do you do title work? And how fast is a lease check?')).toEqual([
      'Do you do title work?',
      'how fast is a lease check?',
    ]);
    expect(questionsIn('What is an NRI?')).toEqual([]);
    // A statement before the question is context, not a second question.
    expect(questionsIn('My lease expires soon. Can you check it?')).toEqual([]);
    expect(questionsIn('Really? What does it cost?')).toEqual([]);
    // One sentence joining two questions, each opening with a question's word.
    expect(questionsIn('How long does a lease check take, and do you work in Lea County?')).toEqual(
      ['How long does a lease check take?', 'do you work in Lea County?'],
    );
    // "And" inside one question joins its parts, not two questions.
    expect(questionsIn('Do you handle leases and title work in Lea County?')).toEqual([]);
    expect(questionsIn('I have a lease and what should I do about it?')).toEqual([]);
    // What comes before the joined sentence stays with its first question.
    expect(
      questionsIn(
        'Our title opinion came back with 30 requirements. Can you cure them and how long does curative take?',
      ),
    ).toEqual([
      'Our title opinion came back with 30 requirements. Can you cure them?',
      'how long does curative take?',
    ]);
  });

  it('answers the second question about the service the first one names', async () => {
    const reply = await new AssistantHarness().ask(
      'We bought acreage in Rusk County and need the heirs traced. Do you handle heirship work, and what is a realistic timeline for it?',
    );
    const [, second] = reply.message.split('\n\n');
    expect(second).toBeDefined();
    expect(second).not.toMatch(/lithium/i);
    expect(second).toMatch(/Estate & Heirship|heirship/i);
    expect((reply.links ?? []).map((l) => l.href.split('#')[0])).toContain(
      '/services/estate-heirship',
    );
  });

  it('answers both, each from its own page', async () => {
    const assistant = new AssistantHarness();
    const reply = await assistant.ask(
      'Do you cover Caddo Parish? Also how quickly can a lease check come back?',
    );
    const hrefs = (reply.links ?? []).map((l) => l.href.split('#')[0]);
    expect(hrefs).toContain('/locations/shreveport-la');
    expect(hrefs).toContain('/services/lease-checks');
    expect(reply.message.split('\n\n')).toHaveLength(2);
  });
});
