import type { ChatBooking, ChatSlotOffer } from './chat-booking.port';
import { AssistantHarness, TestBlog } from './testing/assistant-harness';

/**
 * The site's features asked for in a visitor's own words, not their chip's: open times come from
 * the booking calendar, the chat goes out by e-mail through the transcript action, new articles
 * through the blog's confirmed subscription, and a deadline through the tool that counts it.
 */

/** Booking as the port gives it: records the words it was asked about, offers two slots. */
class RecordingBooking implements ChatBooking {
  readonly asked: string[] = [];
  async offer(message: string, timeZone: string | undefined): Promise<ChatSlotOffer> {
    this.asked.push(message);
    return {
      understood: true,
      fallback: false,
      slots: [
        { label: 'Wed, Apr 8, 2:00 PM', start: '2026-04-08T19:00:00.000Z' },
        { label: 'Wed, Apr 8, 3:30 PM', start: '2026-04-08T20:30:00.000Z' },
      ],
      timeZone: timeZone ?? 'America/Chicago',
    };
  }
  async book(): Promise<never> {
    throw new Error('not booked in these tests');
  }
  async offerMove(): Promise<never> {
    throw new Error('no meeting in these tests');
  }
  async move(): Promise<never> {
    throw new Error('no meeting in these tests');
  }
  async cancel(): Promise<never> {
    throw new Error('no meeting in these tests');
  }
}

const chat = new AssistantHarness();

describe('open times asked for in plain words', () => {
  it.each([
    'which slots are still open on wednesday?',
    'got any openings later this week',
    'when could we get onto his calendar',
    'would Ellis be available friday morning',
    'do you have open appointment times next week?',
  ])('"%s" offers the calendar’s slots for those words', async (message) => {
    const booking = new RecordingBooking();
    const reply = await new AssistantHarness(new TestBlog(), undefined, { booking }).say(message);
    expect(booking.asked).toHaveLength(1);
    expect(reply.suggestions).toContain('Wed, Apr 8, 2:00 PM');
    expect(reply.message).not.toMatch(/outside what I can help with/);
  });

  it('keeps office hours a question about hours, not a booking', async () => {
    const reply = await chat.ask('are you open on saturdays');
    expect(reply.suggestions ?? []).not.toContain('Wed, Apr 8, 2:00 PM');
    expect(reply.message).not.toMatch(/open times/i);
  });
});

describe('the chat by e-mail', () => {
  it.each([
    'could you email me a copy of our conversation',
    'forward this chat to my inbox please',
    'can I get a transcript of this',
    'I would like to save this discussion',
    'could I have a copy of what we discussed sent to me',
  ])('"%s" offers the transcript action, never a booking', async (message) => {
    const booking = new RecordingBooking();
    const reply = await new AssistantHarness(new TestBlog(), undefined, { booking }).say(message);
    expect(reply.actions).toEqual([expect.objectContaining({ kind: 'email-transcript' })]);
    expect(booking.asked).toEqual([]);
    expect(reply.summary).toBeUndefined();
  });
});

describe('a feature asked for in the middle of a request', () => {
  it('answers the transcript request with its action, then asks the open question again', async () => {
    const visitor = new AssistantHarness();
    await visitor.say('I would like to set up a consultation');
    const reply = await visitor.say('oh and mail me this conversation afterwards');
    expect(reply.actions).toEqual([expect.objectContaining({ kind: 'email-transcript' })]);
    expect(reply.message).toMatch(/Back to your/);
  });
});

describe('new articles by e-mail', () => {
  it.each([
    'notify me whenever there are new blog posts',
    'can your future articles land in my inbox as they come out',
    'is there a mailing list I can join',
    'I want to know when Ellis writes something',
    'can the new posts be emailed to me',
  ])('"%s" points to the blog’s confirmed subscription', async (message) => {
    const reply = await chat.ask(message);
    expect(reply.links?.[0]?.href).toBe('/blog');
    expect(reply.message).toMatch(/confirm/);
  });
});

describe('a deadline', () => {
  it.each([
    [
      'what is the cutoff to make my election on the pooling order',
      '/tools/pooling-election-deadline',
    ],
    [
      'by when do royalty payments have to be paid to me in texas',
      '/tools/texas-royalty-payment-dates',
    ],
    ['when must we reply to the forced pooling application', '/tools/pooling-election-deadline'],
    ['how late can royalties be sent out on a new well', '/tools/texas-royalty-payment-dates'],
  ])('"%s" goes to %s, with no date of its own', async (message, tool) => {
    const reply = await chat.ask(message);
    expect(reply.links?.map((l) => l.href)).toContain(tool);
    expect(reply.message).not.toMatch(
      /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b|\d{1,2}\/\d{1,2}/,
    );
    expect(reply.message).not.toMatch(/outside what I can help with/);
  });
});
