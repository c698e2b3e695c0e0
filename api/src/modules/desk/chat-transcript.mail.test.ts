import { ChatAuthor } from '../chat/chat-author';
import { ChatMessage } from '../chat/chat-message.entity';
import { ChatMessageKind } from '../chat/chat-message-kind';
import { chatTranscriptMail } from './chat-transcript.mail';

const times = ['Tue, Mar 17, 10:00 AM', 'Tue, Mar 17, 10:30 AM', 'Wed, Mar 18, 9:00 AM'];

const message = (fields: Partial<ChatMessage>): ChatMessage =>
  Object.assign(new ChatMessage(), {
    id: '6f1c1d7e-0000-4000-8000-000000000001',
    sessionId: 'session-1',
    isUser: false,
    author: ChatAuthor.ASSISTANT,
    kind: ChatMessageKind.MESSAGE,
    ownerName: null,
    choices: [],
    createdAt: new Date('2026-11-24T15:04:00Z'),
    ...fields,
  });

describe("the visitor's chat transcript e-mail", () => {
  const offer =
    'Here are the next open times. Which time suits you? Pick one of the open times below, in your time (Los Angeles), or tell me a day and time.';
  const mail = chatTranscriptMail(
    [
      message({ message: 'Can I book a call?', isUser: true, author: ChatAuthor.VISITOR }),
      message({ message: offer, choices: times }),
      message({ message: times[1]!, isUser: true, author: ChatAuthor.VISITOR }),
      message({ message: 'What would you like to discuss?' }),
    ],
    'dana@example.com',
    'owner@example.com',
    '<transcript-session-1@example.com>',
  );

  it('lists the times a reply offered under it, once each: a mail has no chips', () => {
    const lines = mail.text.split('\n');
    const at = lines.indexOf(`Assistant (2026-11-24 15:04 UTC): ${offer}`);
    expect(at).toBeGreaterThan(-1);
    expect(lines.slice(at + 1, at + 4)).toEqual(times.map((time) => `    - ${time}`));
    expect(lines[at + 4]).toBe(`You (2026-11-24 15:04 UTC): ${times[1]}`);
    // Offered once, then picked once by the visitor: nothing repeats them.
    expect(mail.text.split(times[0]!)).toHaveLength(2);
    expect(mail.text.split(times[1]!)).toHaveLength(3);
    expect(mail.html).toContain('<br>\n    - Tue, Mar 17, 10:00 AM<br>');
  });

  it('adds no list under a reply that offered nothing', () => {
    const lines = mail.text.split('\n');
    const at = lines.indexOf('Assistant (2026-11-24 15:04 UTC): What would you like to discuss?');
    expect(lines[at + 1]).toBe('');
  });
});
