import { site } from '@landman/content';
import { AssistantHarness } from '../testing/assistant-harness';

/** Walks a consultation request up to the e-mail question. */
async function atEmailQuestion(): Promise<AssistantHarness> {
  const chat = new AssistantHarness();
  for (const m of ['Schedule a call', 'An inheritance', 'Caddo Parish', 'weekday mornings']) {
    await chat.say(m);
  }
  expect((await chat.say('Wanda Pruitt')).message).toMatch(/e-mail address/i);
  return chat;
}

describe('a request with only a phone number or only an e-mail', () => {
  it('takes a phone number from a visitor who has no e-mail, and stores it without one', async () => {
    const chat = await atEmailQuestion();
    const asked = await chat.say("I don't have email");
    expect(asked.message).toMatch(/phone number should .* call you back/i);
    expect(asked.message).not.toMatch(/e-mail address/i);
    const summary = await chat.say('318-555-0199');
    expect(summary.message).toContain('E-mail: not given');
    expect(summary.message).toContain('Phone: 318-555-0199');
    const done = await chat.say('yes');
    expect(done.message).toContain(`${site.name} will call you at 318-555-0199`);
    expect(chat.leads).toHaveLength(1);
    expect(chat.leads[0]).toMatchObject({ name: 'Wanda Pruitt', phone: '318-555-0199' });
    expect(chat.leads[0]?.email).toBeUndefined();
  });

  it('takes a phone number typed where the e-mail was asked, and does not ask for it again', async () => {
    const chat = await atEmailQuestion();
    const summary = await chat.say('no email, just call me at (318) 555-0123');
    expect(summary.message).toContain("Here's your consultation request:");
    expect(summary.message).toContain('Phone: (318) 555-0123');
    expect(summary.message).toContain('E-mail: not given');
  });

  it('accepts "skip" at the e-mail question too, then needs the phone', async () => {
    const chat = await atEmailQuestion();
    expect((await chat.say('skip')).message).toMatch(/phone number should/i);
    // The phone is no longer optional: something that is not a number is asked about once more.
    expect((await chat.say('tomorrow')).message).toMatch(/doesn't look like a phone number/);
    expect((await chat.say('318 555 0100')).message).toContain("Here's your consultation request:");
  });

  it('takes an e-mail without a phone', async () => {
    const chat = await atEmailQuestion();
    await chat.say('wanda@pruitt.example');
    const summary = await chat.say('skip');
    expect(summary.message).toContain('Phone: not given');
    await chat.say('yes');
    expect(chat.leads[0]).toMatchObject({ email: 'wanda@pruitt.example' });
    expect(chat.leads[0]?.phone).toBeUndefined();
  });

  it('ends the request, without a loop, when the visitor gives neither', async () => {
    const chat = await atEmailQuestion();
    await chat.say('no email');
    const ended = await chat.say('no phone either');
    expect(ended.message).toMatch(/no way to reply/);
    expect(ended.message).toContain(site.phone);
    expect(ended.message).toContain(site.email);
    expect(chat.leads).toEqual([]);
    // Over: the next message is a question again, not another attempt at the phone.
    expect((await chat.say('how long does a lease check take?')).message).not.toMatch(
      /phone number/i,
    );
  });

  it('an e-mail given later replaces the refusal, and the phone becomes optional again', async () => {
    const chat = await atEmailQuestion();
    await chat.say('I dont have an email');
    const updated = await chat.say('oh wait, use wanda@pruitt.example');
    expect(updated.message).toMatch(/Updated your e-mail/);
    expect(updated.message).toMatch(/optional/);
  });
});
