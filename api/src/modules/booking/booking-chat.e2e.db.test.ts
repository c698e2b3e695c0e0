import { homePage } from '@landman/content';
import { DateTime } from 'luxon';
import { newSessionId } from '../../testing/chat-events';
import { GraphqlChat } from '../../testing/graphql-chat';
import {
  calendarOf,
  icalUtc,
  parseCalendar,
  useBookingServer,
  waitForMails,
} from '../../testing/booking-test-kit';

/** Talks a visitor through the chat's booking up to the summary, taking the first slot offered. */
async function upToSummary(chat: GraphqlChat, email: string) {
  const offer = await chat.say(homePage.project.schedule.message);
  const label = offer.suggestions[0]!;
  await chat.say(label);
  await chat.say('Royalty checks stopped after the lease was sold');
  await chat.say('Dana Whitfield');
  await chat.say(email);
  const summary = await chat.say('skip');
  return { offer, label, summary };
}

/** A stored message as a reloaded chat reads it. */
interface ChoicesOf {
  message: string;
  isUser: boolean;
  choices: string[];
}

describe('booking a consultation from the chat (sendChatMessage)', () => {
  const { smtp, server } = useBookingServer();

  it('offers slots in the visitor’s zone, books one with the chat’s lead, and sends the invite', async () => {
    const sessionId = newSessionId();
    const chat = await GraphqlChat.open(server(), sessionId, 'America/Los_Angeles');
    try {
      const { offer, label, summary } = await upToSummary(chat, 'dana.chat@example.com');
      expect(offer.suggestions).toHaveLength(4);
      expect(offer.message).toContain('in your time (Los Angeles)');
      expect(summary.message).toContain(`Time: ${label} (your time, Los Angeles)`);

      const done = await chat.say('yes');
      expect(done.meeting).not.toBeNull();
      const { start, timeZone } = done.meeting!;
      expect(timeZone).toBe('America/Los_Angeles');
      // The label the visitor tapped is the booked start, on a Los Angeles clock.
      expect(
        DateTime.fromISO(start, { zone: 'America/Los_Angeles' })
          .setLocale('en-US')
          .toFormat('ccc, LLL d, h:mm a'),
      ).toBe(label);
      expect(done.message).toMatch(/You're booked for .* P[SD]T \(.* C[SD]T \(Chicago time\)\)/);

      const [meeting] = (await server().database.dataSource.query(
        `SELECT m.id, m.session_id, m.contact_id, c.session_id AS contact_session
         FROM meetings m JOIN contacts c ON c.id = m.contact_id WHERE m.session_id = $1`,
        [sessionId],
      )) as { id: string; contact_session: string }[];
      expect(meeting?.contact_session).toBe(sessionId);

      const [invite] = await waitForMails(
        smtp,
        meeting!.id,
        (m) => !!m.messageId?.includes('-visitor@'),
        1,
      );
      const event = parseCalendar(calendarOf(invite!)).events[0]!;
      expect(event.DTSTART).toBe(icalUtc(start));

      // The confirmation is in the history, with the meeting as data.
      const history = await server().services.chatLog.history(sessionId, { limit: 50 });
      expect(history.at(-1)?.meeting).toEqual({
        start: new Date(start),
        end: new Date(done.meeting!.end),
        timeZone: 'America/Los_Angeles',
      });
    } finally {
      await chat.close();
    }
  });

  it.each([
    ['what times are open on thursday afternoon?', 'Thu'],
    ['is Ellis free any tuesday morning?', 'Tue'],
  ])('"%s" offers that day and part of it from the calendar', async (question, weekday) => {
    const chat = await GraphqlChat.open(server(), newSessionId(), 'America/Chicago');
    try {
      const offer = await chat.say(question);
      expect(offer.suggestions.length).toBeGreaterThan(0);
      const morning = weekday === 'Tue';
      for (const label of offer.suggestions) {
        const time = DateTime.fromFormat(label, 'ccc, LLL d, h:mm a', { locale: 'en-US' });
        expect(time.isValid).toBe(true);
        expect(label.startsWith(weekday)).toBe(true);
        expect(morning ? time.hour < 12 : time.hour >= 12).toBe(true);
      }
    } finally {
      await chat.close();
    }
  });

  it('offers the times once: not in the text, stored with the reply, back after a reload', async () => {
    const sessionId = newSessionId();
    const chat = await GraphqlChat.open(server(), sessionId, 'America/Los_Angeles');
    try {
      const offer = await chat.say(homePage.project.schedule.message);
      expect(offer.choices).toHaveLength(4);
      expect(offer.suggestions).toEqual(offer.choices);
      for (const time of offer.choices) expect(offer.message).not.toContain(time);
      expect(offer.message).toMatch(
        /Pick one of the open times below, in your time \(Los Angeles\)/,
      );

      // Typed rather than tapped: the flow still reads a time written out.
      const typed = offer.choices[1]!.toLowerCase().replace(/,/g, '');
      expect((await chat.say(typed)).message).toMatch(/what would you like to discuss/i);

      // A reload: the history (GraphQL and REST) carries the offer's times as data.
      const history = await fetch(`${server().url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'query H($s: String!) { chatMessages(sessionId: $s) { message isUser choices } }',
          variables: { s: sessionId },
        }),
      }).then(
        async (res) =>
          ((await res.json()) as { data: { chatMessages: ChoicesOf[] } }).data.chatMessages,
      );
      const offered = history.find((m) => !m.isUser && m.choices.length > 0);
      expect(offered).toEqual({ message: offer.message, isUser: false, choices: offer.choices });
      expect(history.filter((m) => m.choices.length > 0)).toHaveLength(1);
      const rest = (await fetch(`${server().url}/api/chat/${sessionId}`).then((res) =>
        res.json(),
      )) as ChoicesOf[];
      expect(rest.find((m) => m.message === offer.message)?.choices).toEqual(offer.choices);
    } finally {
      await chat.close();
    }
  });

  it('tells the second of two visitors on one slot that it was just taken, and offers the next', async () => {
    const first = await GraphqlChat.open(server(), newSessionId(), 'America/New_York');
    const second = await GraphqlChat.open(server(), newSessionId(), 'America/New_York');
    try {
      const a = await upToSummary(first, 'first.visitor@example.com');
      const b = await upToSummary(second, 'second.visitor@example.com');
      expect(b.label).toBe(a.label);
      expect((await first.say('yes')).meeting).not.toBeNull();
      const lost = await second.say('yes');
      expect(lost.meeting).toBeNull();
      expect(lost.message).toMatch(/just taken/);
      expect(lost.suggestions.length).toBeGreaterThan(0);
      expect(lost.suggestions).not.toContain(a.label);

      const summary = await second.say(lost.suggestions[0]!);
      expect(summary.message).toContain(`Time: ${lost.suggestions[0]}`);
      expect((await second.say('yes')).meeting).not.toBeNull();
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('refuses a time zone that is not an IANA zone', async () => {
    const chat = await GraphqlChat.open(server(), newSessionId(), 'Mars/Olympus_Mons');
    try {
      const response = await chat.send('hello');
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(/IANA time zone/);
    } finally {
      await chat.close();
    }
  });
});
