import { chatSpeakers } from './chat-authors';

const line = (author: 'VISITOR' | 'ASSISTANT' | 'OWNER', message: string) => ({
  message,
  author,
  isUser: author === 'VISITOR',
});

describe('chatSpeakers', () => {
  it('names owner messages after the latest join notice before them', () => {
    expect(
      chatSpeakers([
        line('VISITOR', 'Can I talk to a person?'),
        line('ASSISTANT', 'Ellis Whitaker joined the chat.'),
        line('OWNER', 'Hi, Ellis here.'),
        line('ASSISTANT', 'Ellis Whitaker left the chat. The assistant will answer from here.'),
        line('ASSISTANT', 'Anything else I can help with?'),
        line('ASSISTANT', 'Jo Marsh joined the chat'),
        line('OWNER', 'Jo here.'),
      ]),
    ).toEqual([
      { kind: 'visitor' },
      { kind: 'notice' },
      { kind: 'owner', name: 'Ellis Whitaker' },
      { kind: 'notice' },
      { kind: 'assistant' },
      { kind: 'notice' },
      { kind: 'owner', name: 'Jo Marsh' },
    ]);
  });

  it('calls an owner never announced "The consultant", and reads isUser without author', () => {
    expect(
      chatSpeakers([
        line('OWNER', 'Hello.'),
        { message: 'hi', isUser: true },
        { message: 'Hello!', isUser: false },
      ]),
    ).toEqual([
      { kind: 'owner', name: 'The consultant' },
      { kind: 'visitor' },
      { kind: 'assistant' },
    ]);
  });
});
