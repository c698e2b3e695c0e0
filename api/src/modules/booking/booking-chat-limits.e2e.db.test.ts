import { homePage } from '@landman/content';
import { newSessionId } from '../../testing/chat-events';
import { testConfig } from '../../testing/test-config';
import { GraphqlChat } from '../../testing/graphql-chat';
import { useBookingServer } from '../../testing/booking-test-kit';

describe('bookings made in the chat count against the client address', () => {
  const { server } = useBookingServer({
    booking: { ...testConfig().booking, perClientPerHour: 2, perEmailPerHour: 1_000 },
  });

  /** One chat session, talked through to the booking's confirmation. */
  async function bookInNewSession(email: string) {
    const chat = await GraphqlChat.open(server(), newSessionId(), 'America/Chicago');
    try {
      const offer = await chat.say(homePage.project.schedule.message);
      await chat.say(offer.suggestions[0]!);
      await chat.say('Royalty checks stopped after the lease was sold');
      await chat.say('Dana Whitfield');
      await chat.say(email);
      await chat.say('skip');
      return await chat.say('yes');
    } finally {
      await chat.close();
    }
  }

  it('a fresh chat session per booking books no more than the address may', async () => {
    expect((await bookInNewSession('chat-flood-1@example.com')).meeting).not.toBeNull();
    expect((await bookInNewSession('chat-flood-2@example.com')).meeting).not.toBeNull();
    const third = await bookInNewSession('chat-flood-3@example.com');
    expect(third.meeting).toBeNull();
    expect(third.message).toMatch(/too many bookings/);
  });
});
