import { AssistantHarness } from './testing/assistant-harness';

/**
 * "Needs a person" is a typed field of the reply, set where the assistant could only offer the
 * ways to reach a person; the desk reads the field (desk-aware.assistant.ts), never the words.
 */
describe('AssistantReply.needsPerson', () => {
  it('is set when no page answers the question, or the message is off topic', async () => {
    const chat = new AssistantHarness();
    expect(
      (await chat.say('What is the airspeed velocity of an unladen swallow?')).needsPerson,
    ).toBe(true);
  });

  it('is not set on an ordinary answer', async () => {
    const chat = new AssistantHarness();
    const reply = await chat.say('How long does a lease check take?');
    expect(reply.needsPerson).toBeUndefined();
  });

  it('is not set on a finished consultation request, though it names the ways to reach a person', async () => {
    const chat = new AssistantHarness();
    const replies = [];
    for (const message of [
      "I'd like to schedule a consultation to discuss my project",
      'Whether an old lease on our minerals has expired',
      'Smith County, near Tyler',
      'Tuesday or Thursday afternoon',
      'Jo Reyes',
      'jo.reyes@example.com',
      '(903) 555-0100',
      'yes',
    ]) {
      replies.push(await chat.say(message));
    }
    expect(chat.leads).toHaveLength(1);
    expect(replies.filter((reply) => reply.needsPerson)).toEqual([]);
  });
});
