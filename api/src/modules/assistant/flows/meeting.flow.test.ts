import type {
  ChatBooking,
  ChatBookingOutcome,
  ChatBookingRequest,
  ChatMeeting,
  ChatMeetingChangeRequest,
  ChatMeetingOutcome,
  ChatSlot,
  ChatSlotOffer,
} from '../chat-booking.port';
import { AssistantHarness, TestBlog } from '../testing/assistant-harness';

const slot = (label: string, start: string): ChatSlot => ({ label, start });
const next = [
  slot('Thu, Mar 12, 10:00 AM', '2026-03-12T14:00:00.000Z'),
  slot('Thu, Mar 12, 11:00 AM', '2026-03-12T15:00:00.000Z'),
];
const dayAfter = slot('Fri, Mar 13, 10:00 AM', '2026-03-13T14:00:00.000Z');
const thursdayTwo = slot('Thu, Mar 19, 2:00 PM', '2026-03-19T18:00:00.000Z');

/**
 * Booking as the port gives it, with one meeting store: the words it "understands" for a move
 * are a fixed table (the real reading, against the meeting, is booking-chat.service's, tested
 * there); what matters here is that the chat acts on the meeting booking returned, confirms
 * first, and says each outcome plainly.
 */
class MeetingBooking implements ChatBooking {
  readonly meetings = new Map<string, ChatMeeting & { cancelled?: boolean }>();
  readonly moveOffers: { message: string; meeting: ChatMeeting }[] = [];
  readonly changes: (ChatMeetingChangeRequest & { start?: string; kind: string })[] = [];
  /** The next change is refused with this outcome. */
  refusal?: ChatMeetingOutcome;

  async offer(_message: string, timeZone: string | undefined): Promise<ChatSlotOffer> {
    return { understood: false, fallback: false, slots: next, timeZone: timeZone ?? 'UTC' };
  }

  async book(request: ChatBookingRequest): Promise<ChatBookingOutcome> {
    const start = new Date(request.start);
    const meeting = {
      id: `meeting-${this.meetings.size + 1}`,
      start,
      end: new Date(start.getTime() + 30 * 60_000),
      timeZone: request.timeZone ?? 'UTC',
    };
    this.meetings.set(meeting.id, meeting);
    return { kind: 'booked', meeting, confirmation: `You're booked for ${request.start}.` };
  }

  async offerMove(message: string, meeting: ChatMeeting): Promise<ChatSlotOffer> {
    this.moveOffers.push({ message, meeting });
    const zone = meeting.timeZone;
    if (/next day/.test(message)) {
      return {
        understood: true,
        fallback: false,
        exact: dayAfter,
        slots: [dayAfter],
        timeZone: zone,
      };
    }
    if (/thursday at 2/.test(message)) {
      return {
        understood: true,
        fallback: false,
        exact: thursdayTwo,
        slots: [thursdayTwo],
        timeZone: zone,
      };
    }
    return { understood: false, fallback: false, slots: next, timeZone: zone };
  }

  async move(request: ChatMeetingChangeRequest & { start: string }): Promise<ChatMeetingOutcome> {
    this.changes.push({ ...request, kind: 'move' });
    const refusal = this.refusal;
    this.refusal = undefined;
    if (refusal) return refusal;
    const meeting = this.meetings.get(request.meetingId)!;
    const start = new Date(request.start);
    const moved = { ...meeting, start, end: new Date(start.getTime() + 30 * 60_000) };
    this.meetings.set(meeting.id, moved);
    return {
      kind: 'moved',
      meeting: moved,
      confirmation: `Done: your call is moved to ${request.start}.`,
    };
  }

  async cancel(request: ChatMeetingChangeRequest): Promise<ChatMeetingOutcome> {
    this.changes.push({ ...request, kind: 'cancel' });
    const refusal = this.refusal;
    this.refusal = undefined;
    if (refusal) return refusal;
    this.meetings.get(request.meetingId)!.cancelled = true;
    return { kind: 'cancelled', confirmation: 'Your call is cancelled.' };
  }
}

const blog = new TestBlog();

/** A chat that has just booked the first time offered. */
async function bookedChat(booking = new MeetingBooking()) {
  const chat = new AssistantHarness(blog, undefined, { booking, timeZone: 'America/New_York' });
  await chat.say('Can I book a call with Ellis?');
  await chat.say(next[0]!.label);
  await chat.say('Mineral rights my aunt left me');
  await chat.say('Robin Ames');
  await chat.say('robin.ames@example.com');
  await chat.say('skip');
  const done = await chat.say('yes');
  expect(done.meeting).toBeDefined();
  return { chat, booking };
}

describe('the meeting booked in the chat, moved and cancelled in the chat', () => {
  it('moves it to "the next day, same time" read against the meeting, after a yes', async () => {
    const { chat, booking } = await bookedChat();
    const asked = await chat.say(
      'something came up, could you push it to the next day, same time?',
    );
    expect(asked.message).toContain('Fri, Mar 13, 10:00 AM (your time, New York) is open.');
    expect(asked.message).toMatch(/Shall I move your call there from Thu, Mar 12, 10:00 AM/);
    // The meeting the port read the words against is the one booked, as data.
    expect(booking.moveOffers[0]?.meeting).toMatchObject({
      id: 'meeting-1',
      start: new Date(next[0]!.start),
      timeZone: 'America/New_York',
    });
    expect(booking.changes).toHaveLength(0);

    const moved = await chat.say('yes please');
    expect(booking.changes).toEqual([
      { kind: 'move', sessionId: chat.sessionId, meetingId: 'meeting-1', start: dayAfter.start },
    ]);
    expect(moved.message).toContain(`moved to ${dayAfter.start}`);
    expect(moved.meeting).toEqual({
      start: new Date(dayAfter.start),
      end: new Date(new Date(dayAfter.start).getTime() + 30 * 60_000),
      timeZone: 'America/New_York',
    });

    // The moved meeting is the one a later change acts on.
    await chat.say('hmm, actually can we do Thursday at 2 instead');
    expect(booking.moveOffers[1]?.meeting.start).toEqual(new Date(dayAfter.start));
  });

  it('offers open times as buttons for "move it", and moves to the one tapped once confirmed', async () => {
    const { chat, booking } = await bookedChat();
    const offer = await chat.say('I need to move it');
    expect(offer.choices).toEqual(next.map((s) => s.label));
    expect(offer.message).toMatch(
      /Your call is now on Thu, Mar 12, 10:00 AM \(your time, New York\)/,
    );
    const confirm = await chat.say(next[1]!.label);
    expect(confirm.message).toMatch(/Thu, Mar 12, 11:00 AM \(your time, New York\) is open/);
    expect(booking.changes).toHaveLength(0);
    const kept = await chat.say('no, keep it as it is');
    // Changing a detail is no move.
    expect((await chat.say('can I change the email on it?')).message).not.toMatch(
      /Which time suits/,
    );
    expect(kept.message).toMatch(/your call stays on Thu, Mar 12, 10:00 AM/);
    expect(booking.changes).toHaveLength(0);
  });

  it('explains how to cancel, then cancels on a yes, with the notice the manage page gives', async () => {
    const { chat, booking } = await bookedChat();
    const how = await chat.say('how would I cancel it?');
    expect(how.message).toMatch(/your call is on Thu, Mar 12, 10:00 AM/);
    expect(how.message).toMatch(/confirmation e-mail/);
    expect(how.suggestions).toContain('Cancel my call');
    expect(how.message).not.toMatch(/nothing in progress/i);

    const ask = await chat.say('ok then cancel it');
    expect(ask.message).toMatch(/Shall I cancel your call on Thu, Mar 12, 10:00 AM/);
    expect(booking.changes).toHaveLength(0);
    const done = await chat.say('yes');
    expect(done.message).toContain('Your call is cancelled.');
    expect(booking.changes).toEqual([
      { kind: 'cancel', sessionId: chat.sessionId, meetingId: 'meeting-1' },
    ]);
    // Cancelled: nothing left here to change; the e-mail's link is offered instead.
    const again = await chat.say('cancel my appointment');
    expect(again.message).toMatch(/confirmation e-mail has a link to cancel it/);
    expect(booking.changes).toHaveLength(1);
  });

  it('puts one human sentence first when the visitor writes from a hard moment', async () => {
    const { chat } = await bookedChat();
    const reply = await chat.say('my husband is in the hospital, so I need to cancel it');
    expect(reply.message).toMatch(
      /^I'm sorry you're dealing with that[^.]*\. Shall I cancel your call/,
    );
  });

  it('a "cancel" while a decimal is being worked out stops the decimal, not the call', async () => {
    const { chat, booking } = await bookedChat();
    await chat.say("what's my decimal?");
    const stopped = await chat.say('cancel');
    expect(stopped.message).toMatch(/set the decimal aside/);
    expect(booking.changes).toHaveLength(0);
    expect((await chat.say('cancel it')).message).toMatch(/Shall I cancel your call/);
  });

  it('says a refusal plainly: inside the notice period the visitor is asked to call', async () => {
    const { chat, booking } = await bookedChat();
    booking.refusal = {
      kind: 'refused',
      message:
        'Changes online close 36 hours before the meeting. Please call to move or cancel it.',
      gone: false,
    };
    await chat.say('please cancel the call');
    const refused = await chat.say('yes');
    // Booking's own figure (a notice period the desk set) is not dropped by the figure check.
    expect(refused.message).toMatch(/close 36 hours before the meeting\. Please call to move/);
    expect(refused.message).toMatch(/Your call is still on Thu, Mar 12/);
    expect(refused.message).toMatch(/\(903\) 555-0142/);
  });

  it('a question in between drops the pending change and is answered as usual', async () => {
    const { chat, booking } = await bookedChat();
    await chat.say('cancel it');
    const answer = await chat.say('How long does a lease check take?');
    expect(answer.message).toMatch(/24 hours/);
    expect((await chat.say('yes')).message).not.toMatch(/cancelled/);
    expect(booking.changes).toHaveLength(0);
  });

  it('without a meeting made in this chat, offers the manage link from the confirmation e-mail', async () => {
    const chat = new AssistantHarness(blog, undefined, { booking: new MeetingBooking() });
    for (const message of [
      'I booked a consultation last week and need to reschedule it',
      'how do I cancel my appointment?',
      'can I move my call to Friday?',
    ]) {
      const reply = await chat.say(message);
      expect(reply.message).toMatch(/confirmation e-mail has a link to/);
      expect(reply.message).not.toMatch(/nothing in progress/i);
    }
  });
});
