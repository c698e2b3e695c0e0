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
