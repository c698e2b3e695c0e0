import { homePage } from '@landman/content';
import type {
  ChatBooking,
  ChatBookingOutcome,
  ChatBookingRequest,
  ChatSlot,
  ChatSlotOffer,
} from '../chat-booking.port';
import { AssistantHarness, TestBlog } from '../testing/assistant-harness';

/** What the home page's "Schedule with AI" button sends. */
const scheduleWithAi = homePage.project.schedule.message;

const slot = (label: string, start: string): ChatSlot => ({ label, start });
const next = [
  slot('Thu, Mar 12, 10:00 AM', '2026-03-12T14:00:00.000Z'),
  slot('Thu, Mar 12, 10:30 AM', '2026-03-12T14:30:00.000Z'),
  slot('Thu, Mar 12, 11:00 AM', '2026-03-12T15:00:00.000Z'),
  slot('Fri, Mar 13, 9:00 AM', '2026-03-13T13:00:00.000Z'),
];
const tomorrowAfternoon = [
  slot('Thu, Mar 12, 1:00 PM', '2026-03-12T17:00:00.000Z'),
  slot('Thu, Mar 12, 3:30 PM', '2026-03-12T19:30:00.000Z'),
];
const tuesdayAtTen = slot('Tue, Mar 17, 10:00 AM', '2026-03-17T14:00:00.000Z');

/**
 * Booking as the port gives it, scripted: the words it "understands" are a fixed table (the
 * real reading is booking's date-phrase.ts, tested there); what matters here is what the flow
 * does with each outcome.
 */
class ScriptedBooking implements ChatBooking {
  readonly offers: { message: string; timeZone: string | undefined }[] = [];
  readonly booked: ChatBookingRequest[] = [];
  open = true;
  /** Outcomes to give before booking succeeds. */
  refusals: ChatBookingOutcome[] = [];

  async offer(message: string, timeZone: string | undefined): Promise<ChatSlotOffer> {
    this.offers.push({ message, timeZone });
    const zone = timeZone ?? 'America/Chicago';
    if (!this.open) return { understood: false, fallback: false, slots: [], timeZone: zone };
    if (/tomorrow afternoon/i.test(message)) {
      return { understood: true, fallback: false, slots: tomorrowAfternoon, timeZone: zone };
    }
    if (/tuesday at 10/i.test(message)) {
      return {
        understood: true,
        fallback: false,
        exact: tuesdayAtTen,
        slots: [tuesdayAtTen],
        timeZone: zone,
      };
    }
    if (/saturday/i.test(message)) {
      return { understood: true, fallback: true, slots: next, timeZone: zone };
    }
    return { understood: false, fallback: false, slots: next, timeZone: zone };
  }

  async book(request: ChatBookingRequest): Promise<ChatBookingOutcome> {
    const refusal = this.refusals.shift();
    if (refusal) return refusal;
    this.booked.push(request);
    const start = new Date(request.start);
    return {
      kind: 'booked',
      meeting: {
        id: `meeting-${this.booked.length}`,
        start,
        end: new Date(start.getTime() + 30 * 60_000),
        timeZone: request.timeZone ?? 'America/Chicago',
      },
      confirmation: `You're booked for Thursday, March 12, 2026 at 10:00 AM EDT (Thu, Mar 12, 9:00 AM CDT (Chicago time)).`,
    };
  }

  async offerMove(): Promise<never> {
    throw new Error('no move in these tests (flows/meeting.flow.test.ts)');
  }
  async move(): Promise<never> {
    throw new Error('no move in these tests (flows/meeting.flow.test.ts)');
  }
  async cancel(): Promise<never> {
    throw new Error('no cancel in these tests (flows/meeting.flow.test.ts)');
  }
}

const blog = new TestBlog();
const chatWith = (booking: ScriptedBooking, timeZone = 'America/New_York') =>
  new AssistantHarness(blog, undefined, { booking, timeZone });

describe('booking a consultation in the chat', () => {
  it('offers the next open slots as buttons, books the one tapped, and confirms it as data', async () => {
    const booking = new ScriptedBooking();
    const chat = chatWith(booking);
    const start = await chat.say(scheduleWithAi);
    expect(start.suggestions).toEqual(next.map((s) => s.label));
    // The times are offered once, as choices stored with the reply; the text points at them.
    expect(start.choices).toEqual(next.map((s) => s.label));
    expect(start.message).toContain('Pick one of the open times below, in your time (New York),');
    for (const slot of next) expect(start.message).not.toContain(slot.label);
    expect(booking.offers[0]?.timeZone).toBe('America/New_York');

    expect((await chat.say('Thu, Mar 12, 10:30 AM')).message).toMatch(
      /what would you like to discuss/i,
    );
    expect((await chat.say('An offer to lease my minerals')).message).toMatch(/what name/i);
    expect((await chat.say('Dana Reyes')).message).toMatch(/e-mail/i);
    expect((await chat.say('dana@example.com')).message).toMatch(/phone/i);
    const summary = await chat.say('skip');
    expect(summary.message).toContain('Time: Thu, Mar 12, 10:30 AM (your time, New York)');
    expect(summary.message).toContain('Topic: An offer to lease my minerals');
    expect(summary.message).toMatch(/Shall I book it\?/);
    expect(summary.suggestions).toContain('Yes, book it');
    expect(booking.booked).toHaveLength(0);

    const done = await chat.say('Yes, book it');
    expect(booking.booked).toEqual([
      {
        sessionId: chat.sessionId,
        start: '2026-03-12T14:30:00.000Z',
        timeZone: 'America/New_York',
        name: 'Dana Reyes',
        email: 'dana@example.com',
        topic: 'An offer to lease my minerals',
      },
    ]);
    // The confirmation's times are the booking's own: the figure check keeps them.
    expect(done.message).toContain('10:00 AM EDT (Thu, Mar 12, 9:00 AM CDT (Chicago time))');
    expect(done.meeting).toEqual({
      start: new Date('2026-03-12T14:30:00.000Z'),
      end: new Date('2026-03-12T15:00:00.000Z'),
      timeZone: 'America/New_York',
    });
    expect(chat.leads).toHaveLength(0);
  });

  it('reads a day and time at the time step: slots that fit, or the exact one when it is open', async () => {
    const booking = new ScriptedBooking();
    const chat = chatWith(booking, 'America/Los_Angeles');
    await chat.say('I would like to book a call');
    const afternoon = await chat.say('tomorrow afternoon');
    expect(afternoon.suggestions).toEqual(tomorrowAfternoon.map((s) => s.label));
    expect(afternoon.message).toMatch(/open times that fit/);
    expect(booking.offers.at(-1)?.timeZone).toBe('America/Los_Angeles');

    const exact = await chat.say('how about next Tuesday at 10');
    expect(exact.message).toContain('Tue, Mar 17, 10:00 AM (your time, Los Angeles) is open.');
    expect(exact.message).toMatch(/what would you like to discuss/i);

    const fallback = chatWith(new ScriptedBooking());
    await fallback.say(scheduleWithAi);
    const saturday = await fallback.say('Saturday morning');
    expect(saturday.message).toMatch(/Nothing is open then/);
    expect(saturday.suggestions).toEqual(next.map((s) => s.label));
  });

  it('starts from a time the booking message names', async () => {
    const chat = chatWith(new ScriptedBooking());
    const reply = await chat.say('Can we schedule a call tomorrow afternoon?');
    expect(reply.suggestions).toEqual(tomorrowAfternoon.map((s) => s.label));
  });

  it('answers a question at the time step, then asks for the time again; nothing is chosen', async () => {
    const booking = new ScriptedBooking();
    const chat = chatWith(booking);
    await chat.say(scheduleWithAi);
    const digression = await chat.say('How long does a lease check take?');
    expect(digression.message).toMatch(/Back to your consultation booking:/);
    expect(digression.message).toMatch(/Which time suits you\?/);
    expect(digression.suggestions).toEqual(next.map((s) => s.label));
    // Asked again after the answer, the times are still stored with the reply, not in its text.
    expect(digression.choices).toEqual(next.map((s) => s.label));
    expect(digression.message).not.toContain(next[0]!.label);
    const unclear = await chat.say('hmm');
    expect(unclear.message).toMatch(/didn't catch a time/);
    // Still at the time step: a label now is the answer.
    expect((await chat.say('the first one')).message).toMatch(/what would you like to discuss/i);
  });

  it('offers the next slots when the chosen one was just taken, then books the new one', async () => {
    const booking = new ScriptedBooking();
    const later = [slot('Fri, Mar 13, 2:00 PM', '2026-03-13T18:00:00.000Z')];
    booking.refusals = [
      {
        kind: 'taken',
        message: 'That time was just taken by another visitor.',
        slots: later,
      },
    ];
    const chat = chatWith(booking);
    for (const message of [
      scheduleWithAi,
      'Thu, Mar 12, 10:00 AM',
      'Suspended royalties',
      'Dana Reyes',
      'dana@example.com',
      'skip',
    ]) {
      await chat.say(message);
    }
    const taken = await chat.say('yes');
    expect(taken.message).toMatch(/just taken/);
    expect(taken.suggestions).toEqual(['Fri, Mar 13, 2:00 PM']);
    expect(booking.booked).toHaveLength(0);

    const summary = await chat.say('Fri, Mar 13, 2:00 PM');
    expect(summary.message).toContain('Time: Fri, Mar 13, 2:00 PM');
    await chat.say('yes');
    expect(booking.booked.map((b) => b.start)).toEqual(['2026-03-13T18:00:00.000Z']);
  });

  it('asks again for a detail the booking rules refuse', async () => {
    const booking = new ScriptedBooking();
    booking.refusals = [{ kind: 'refused', field: 'name', message: 'Name is too long.' }];
    const chat = chatWith(booking);
    for (const message of [scheduleWithAi, 'the first one', 'A title problem', 'Dana Reyes']) {
      await chat.say(message);
    }
    await chat.say('dana@example.com');
    await chat.say('skip');
    const refused = await chat.say('yes');
    expect(refused.message).toMatch(/Name is too long\. What name/);
    const summary = await chat.say('Dana R');
    expect(summary.message).toContain('Name: Dana R');
  });

  it('takes a request with preferred times when no slot is open', async () => {
    const booking = new ScriptedBooking();
    booking.open = false;
    const chat = chatWith(booking);
    const reply = await chat.say(scheduleWithAi);
    expect(reply.message).toMatch(/pass your request/);
    expect(reply.suggestions).not.toContain('Thu, Mar 12, 10:00 AM');
    // Without the port (booking not wired) it is the request flow as well.
    const plain = new AssistantHarness(blog);
    expect((await plain.say(scheduleWithAi)).message).toMatch(/pass your request/);
  });

  it('says no time is open when asked which are, with no slot open or no calendar wired', async () => {
    const booking = new ScriptedBooking();
    booking.open = false;
    const asked = 'any free slots friday morning?';
    const closed = await chatWith(booking).say(asked);
    expect(closed.message).toMatch(/^There are no open times to book online right now\./);
    expect(closed.message).toMatch(/pass your request/);
    const unwired = await new AssistantHarness(blog).say('when is ellis available to talk');
    expect(unwired.message).toMatch(/no open times/);
    // A request that asks for no times does not hear about them.
    expect((await new AssistantHarness(blog).say(scheduleWithAi)).message).not.toMatch(
      /no open times/,
    );
  });
});
