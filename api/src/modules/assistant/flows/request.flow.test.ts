import { site } from '@landman/content';
import { AssistantHarness } from '../testing/assistant-harness';

/** The questions a flow asked, in order, read from the assistant's replies. */
const asked = (replies: readonly string[], question: RegExp) =>
  replies.filter((r) => question.test(r)).length;

describe('scheduling a consultation in the chat', () => {
  it('collects every detail, confirms it back, and stores one request marked with the session', async () => {
    const chat = new AssistantHarness();
    const replies: string[] = [];
    for (const message of [
      "I'd like to schedule a consultation to discuss my project",
      'Whether an old lease on our minerals has expired',
      'Smith County, near Tyler',
      'Tuesday or Thursday afternoon',
      'Jo Reyes',
      'jo.reyes@example.com',
      '(903) 555-0100',
    ]) {
      replies.push((await chat.say(message)).message);
    }
    // "an old lease" already named the service, so it was never asked.
    expect(asked(replies, /which service/i)).toBe(0);
    const summary = replies[replies.length - 1]!;
    expect(summary).toContain("Here's your consultation request:");
    expect(summary).toContain('Topic: Whether an old lease on our minerals has expired');
    expect(summary).toContain('Service: Lease Checks');
    expect(summary).toContain('Location: Smith County, Texas');
    expect(summary).toContain('Preferred times: Tuesday or Thursday afternoon');
    expect(summary).toContain('Name: Jo Reyes');
    expect(summary).toContain('E-mail: jo.reyes@example.com');
    expect(summary).toContain('Phone: (903) 555-0100');
    expect(chat.leads).toHaveLength(0);

    const done = await chat.say('yes');
    expect(done.message).toContain(`within ${site.replyTime}`);
    expect(chat.leads).toEqual([
      {
        sessionId: chat.sessionId,
        kind: 'schedule',
        name: 'Jo Reyes',
        email: 'jo.reyes@example.com',
        phone: '(903) 555-0100',
        service: 'Lease Checks',
        location: 'Tyler TX',
        message: [
          'Consultation request from the website chat',
          'Topic: Whether an old lease on our minerals has expired',
          'Service: Lease Checks',
          'Location: Smith County, Texas',
          'Preferred times: Tuesday or Thursday afternoon',
        ].join('\n'),
      },
    ]);
  });

  it('never asks for what the visitor already said in the session', async () => {
    const chat = new AssistantHarness();
    const replies = [
      await chat.say('Do you handle suspended royalties in Oklahoma? My email is sam@ortiz.org'),
      await chat.say('Can someone call me Monday morning?'),
    ].map((r) => r.message);
    // The first message gave the service, the place and the e-mail; the second the call time.
    expect(replies[1]).toContain('I already have your');
    expect(replies[1]).toContain('e-mail (sam@ortiz.org)');
    replies.push((await chat.say('Getting royalties released after my father died')).message);
    replies.push((await chat.say('Sam Ortiz')).message);
    replies.push((await chat.say('skip')).message);
    expect(asked(replies, /which service/i)).toBe(0);
    expect(asked(replies, /where is the land/i)).toBe(0);
    expect(asked(replies, /what e-mail address/i)).toBe(0);
    expect(asked(replies, /what days or times/i)).toBe(0);
    const summary = replies[replies.length - 1]!;
    expect(summary).toContain('Service: Suspense Minerals');
    expect(summary).toContain('Location: Oklahoma');
    expect(summary).toContain('Preferred times: Monday morning');
    expect(summary).toContain('Phone: not given');
  });

  it('takes corrections at the summary, by value or by naming the field', async () => {
    const chat = new AssistantHarness();
    for (const m of [
      'Schedule a call',
      'A title problem',
      'Title curative',
      'Midland',
      'any time',
      'Pat Lee',
      'pat@lee.com',
      'no thanks',
    ]) {
      await chat.say(m);
    }
    const byValue = await chat.say('actually my email is pat.lee@example.org');
    expect(byValue.message).toContain('E-mail: pat.lee@example.org');
    const byName = await chat.say('change the phone');
    expect(byName.message).toMatch(/phone number/i);
    const updated = await chat.say('432-555-0111');
    expect(updated.message).toContain('Phone: 432-555-0111');
    const which = await chat.say('no');
    expect(which.message).toMatch(/What should I change/);
    await chat.say('the time');
    const times = await chat.say('Friday mornings');
    expect(times.message).toContain('Preferred times: Friday mornings');
    await chat.say('yes');
    expect(chat.leads).toHaveLength(1);
    expect(chat.leads[0]).toMatchObject({
      email: 'pat.lee@example.org',
      phone: '432-555-0111',
      location: 'Midland TX',
    });
    expect(chat.leads[0]?.message).toContain('Preferred times: Friday mornings');
  });

  it('asks again for an e-mail address that is not valid, and for a name that is not a name', async () => {
    const chat = new AssistantHarness();
    for (const m of ['Schedule a call', 'An inheritance', 'Texas', 'weekdays']) await chat.say(m);
    expect((await chat.say('I have the deeds here')).message).toMatch(/Just your name/);
    expect((await chat.say('Lou Diaz')).message).toMatch(/e-mail address/i);
    expect((await chat.say('lou@diaz')).message).toMatch(/doesn't look complete/);
    expect((await chat.say('lou@diaz.net')).message).toMatch(/phone number/i);
  });

  it('answers a question asked in the middle, then goes back to the open question', async () => {
    const chat = new AssistantHarness();
    await chat.say("I'd like to schedule a consultation to discuss my project");
    const reply = await chat.say('How much does a lease check cost?');
    expect(reply.message).toMatch(/can't quote prices/i);
    expect(reply.message).toMatch(/Back to your consultation request: In a line or two/);
    const legal = await chat.say('should I sign the lease they sent me?');
    expect(legal.message).toMatch(/can't give legal advice/i);
    expect(legal.message).toMatch(/Back to your consultation request/);
  });

  it('can be cancelled (nothing stored) and restarted', async () => {
    const chat = new AssistantHarness();
    await chat.say('Schedule a call');
    await chat.say('A lease offer');
    const restarted = await chat.say('start over');
    expect(restarted.message).toMatch(/start over/i);
    expect(restarted.message).toMatch(/what would you like to discuss/i);
    const cancelled = await chat.say('cancel');
    expect(cancelled.message).toMatch(/nothing was sent/);
    expect(chat.leads).toHaveLength(0);
    // After a cancel the chat is back to answering questions.
    expect((await chat.say('Do you work in Tyler?')).message).toContain('Tyler, TX');
  });

  it('reads "my name is Tyler Austin" as a name, not as two places', async () => {
    const chat = new AssistantHarness();
    for (const m of [
      'Schedule a call',
      'Selling some minerals',
      'Deal evaluation',
      'Oklahoma',
      'mornings',
    ])
      await chat.say(m);
    const next = await chat.say('my name is Tyler Austin');
    expect(next.message).toMatch(/e-mail address/i);
    await chat.say('tyler@austin.com');
    const summary = await chat.say('skip');
    expect(summary.message).toContain('Name: Tyler Austin');
    expect(summary.message).toContain('Location: Oklahoma');
  });
});

describe('requesting a quote in the chat', () => {
  it('asks what a landman needs, lists the services that fit, and stores the structured summary', async () => {
    const chat = new AssistantHarness();
    const first = await chat.say("I'd like to request a quote for my project");
    expect(first.message).toMatch(/What kind of project/);
    const steps = [
      ['We got a lithium lease offer and I think the title has problems', /state and county/i],
      ['Lea County, New Mexico', /how many acres/i],
      ['about 640 acres in 3 tracts', /timeline/i],
      ['the offer expires at the end of the month', /documents/i],
      ['the lease offer and two old deeds', /what name/i],
      ['Sam Ortiz', /e-mail address/i],
      ['sam@ortiz.org', /phone number/i],
      ['skip', /Here's your quote request/],
    ] as const;
    let last = first;
    for (const [message, next] of steps) {
      last = await chat.say(message);
      expect(last.message).toMatch(next);
    }
    expect(last.message).toContain('Services that fit: Lithium Leasing, Title Curative');
    expect(last.links?.map((l) => l.href)).toEqual([
      '/services/lithium-leasing',
      '/services/title-curative',
    ]);
    await chat.say('yes please');
    expect(chat.leads).toHaveLength(1);
    expect(chat.leads[0]).toMatchObject({
      kind: 'quote',
      name: 'Sam Ortiz',
      email: 'sam@ortiz.org',
      service: 'Lithium Leasing',
      location: 'Hobbs NM',
    });
    expect(chat.leads[0]?.phone).toBeUndefined();
    expect(chat.leads[0]?.message.split('\n')).toEqual([
      'Quote request from the website chat',
      'Project: We got a lithium lease offer and I think the title has problems',
      'Location: Lea County, New Mexico',
      'Size: about 640 acres in 3 tracts',
      'Timeline: the offer expires at the end of the month',
      'Documents on hand: the lease offer and two old deeds',
      'Services that fit: Lithium Leasing, Title Curative',
    ]);
  });

  it('starts from what the request message already says, and can switch to scheduling', async () => {
    const chat = new AssistantHarness();
    const first = await chat.say(
      'I need a quote for lease checks on 12 tracts in Reeves County, Texas',
    );
    expect(first.message).toMatch(
      /I already have your project \(Lease Checks\), location \(Reeves County, Texas\) and size \(12 tracts\)/,
    );
    expect(first.message).toMatch(/timeline/i);
    const switched = await chat.say('actually can we just schedule a call instead');
    expect(switched.message).toMatch(/make it a consultation request instead/);
    expect(switched.message).toMatch(/what would you like to discuss/i);
  });

  it('keeps a multi-word county typed in lower case whole', async () => {
    const chat = new AssistantHarness();
    const first = await chat.say(
      'I need a quote for a lease check on 3 tracts in roger mills county, oklahoma',
    );
    expect(first.message).toMatch(/location \(Roger Mills County, Oklahoma\)/);
  });
});
