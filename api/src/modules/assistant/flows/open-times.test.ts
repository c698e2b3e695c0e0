import type { ChatBooking, ChatSlotOffer } from '../chat-booking.port';
import { AssistantHarness, TestBlog } from '../testing/assistant-harness';
import { asksWhenToTalk } from './open-times.words';

/** Booking as the port gives it: records the words, offers the next open times. */
class NextTimes implements ChatBooking {
  readonly asked: string[] = [];
  async offer(message: string, timeZone: string | undefined): Promise<ChatSlotOffer> {
    this.asked.push(message);
    return {
      understood: false,
      fallback: false,
      slots: [{ label: 'Mon, Apr 6, 9:30 AM', start: '2026-04-06T14:30:00.000Z' }],
      timeZone: timeZone ?? 'America/Chicago',
    };
  }
  async book(): Promise<never> {
    throw new Error('not booked here');
  }
  async offerMove(): Promise<never> {
    throw new Error('no meeting here');
  }
  async move(): Promise<never> {
    throw new Error('no meeting here');
  }
  async cancel(): Promise<never> {
    throw new Error('no meeting here');
  }
}

const blog = new TestBlog();

describe('when the consultant is free to talk, asked any way', () => {
  it.each([
    'so when could we speak with Ellis?',
    'how soon can I chat with someone',
    'what does your calendar look like this month',
    'when is mr whitaker around to talk',
  ])('"%s" offers the calendar’s open times', async (message) => {
    const booking = new NextTimes();
    const chat = new AssistantHarness(blog, undefined, { booking, timeZone: 'America/Denver' });
    const reply = await chat.say(message);
    expect(booking.asked).toHaveLength(1);
    expect(reply.choices).toEqual(['Mon, Apr 6, 9:30 AM']);
    expect(reply.message).toMatch(/in your time \(Denver\)/);
  });

  it.each([
    'when can I expect to hear back',
    'when do royalty checks have to be paid in Texas',
    'can I talk to him about a lease',
  ])('"%s" is not a question about his free times', (message) => {
    expect(asksWhenToTalk(message.toLowerCase())).toBe(false);
  });
});
