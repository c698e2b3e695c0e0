import { AssistantHarness } from '../testing/assistant-harness';

describe('the summary of a request as a card', () => {
  async function quoteSummary(chat: AssistantHarness) {
    await chat.say("I'd like to request a quote for my project");
    for (const message of [
      'We got a lithium lease offer and I think the title has problems',
      'Lea County, New Mexico',
      'about 640 acres in 3 tracts',
      'the offer expires at the end of the month',
      'the lease offer and two old deeds',
      'Sam Ortiz',
      'sam@ortiz.org',
    ])
      await chat.say(message);
    return chat.say('skip');
  }

  it('carries the details as typed fields and Send / Change as typed quick replies, the text unchanged', async () => {
    const chat = new AssistantHarness();
    const summary = await quoteSummary(chat);
    expect(summary.message).toContain('Name: Sam Ortiz');
    expect(summary.summary).toEqual({
      kind: 'quote',
      title: 'Your quote request',
      fields: expect.arrayContaining([
        { label: 'Name', value: 'Sam Ortiz' },
        { label: 'E-mail', value: 'sam@ortiz.org' },
        { label: 'Location', value: 'Lea County, New Mexico' },
        { label: 'Services that fit', value: 'Lithium Leasing, Title Curative' },
      ]),
    });
    // Every line of the text is a field of the card, in the same order.
    const lines = summary.message.split('\n').filter((l) => /^[^:]+: /.test(l));
    expect(summary.summary?.fields.map((f) => `${f.label}: ${f.value}`)).toEqual(lines);
    expect(summary.actions?.map((a) => a.kind)).toEqual(['send', 'change']);
  });

  it("sends the request when the Send button's reply comes back, and asks what to change on Change", async () => {
    const chat = new AssistantHarness();
    const summary = await quoteSummary(chat);
    const change = summary.actions?.find((a) => a.kind === 'change');
    const changing = await chat.say(change!.reply!);
    expect(changing.message).toMatch(/What should I change/);
    expect(changing.summary).toBeUndefined();
    expect(chat.leads).toHaveLength(0);

    const again = await chat.say('Name');
    expect(again.message).toMatch(/name/i);
    const updated = await chat.say('Sam A. Ortiz');
    expect(updated.summary?.fields).toContainEqual({ label: 'Name', value: 'Sam A. Ortiz' });
    const send = updated.actions?.find((a) => a.kind === 'send');
    await chat.say(send!.reply!);
    expect(chat.leads).toHaveLength(1);
    expect(chat.leads[0]).toMatchObject({ kind: 'quote', name: 'Sam A. Ortiz' });
  });
});
