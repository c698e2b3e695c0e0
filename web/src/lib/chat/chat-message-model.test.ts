import {
  isAssistantReply,
  mergeMessages,
  questionBefore,
  ownerInChat,
  speakerOf,
  unnamedOwner,
  unsettledOutgoing,
  type ChatAuthorName,
} from './chat-message-model';

const message = (id: string, seq: number, createdAt = '2024-05-01T10:00:00.000Z') => ({
  id,
  seq,
  createdAt,
});

describe('mergeMessages', () => {
  it("orders by the server's seq, not by createdAt (two messages can share a millisecond)", () => {
    const sameTime = '2024-05-01T10:00:00.000Z';
    const history = [message('reply', 8, sameTime), message('question', 7, sameTime)];
    expect(mergeMessages(history).map((m) => m.id)).toEqual(['question', 'reply']);
  });

  it('orders by seq even when the clock disagrees', () => {
    const history = [message('later', 2, '2024-05-01T10:00:00.000Z')];
    const live = [message('earlier', 1, '2024-05-01T10:00:05.000Z')];
    expect(mergeMessages(history, live).map((m) => m.id)).toEqual(['earlier', 'later']);
  });

  it('keeps a live message the history does not hold yet, and each message once', () => {
    const history = [message('1', 1)];
    const live = [message('1', 1), message('2', 2)];
    expect(mergeMessages(history, live).map((m) => m.id)).toEqual(['1', '2']);
  });

  it('takes a message in both lists from the history', () => {
    const history = [{ ...message('1', 1), links: ['stored'] }];
    const live = [{ ...message('1', 1), links: [] as string[] }];
    expect(mergeMessages(history, live)[0]?.links).toEqual(['stored']);
  });
});

describe('speakerOf', () => {
  it('shows JOINED and LEFT lines as notices, whatever their text says', () => {
    const base = { isUser: false, author: 'ASSISTANT' as const, ownerName: 'Jo Marsh' };
    expect(speakerOf({ ...base, kind: 'JOINED' })).toEqual({ kind: 'notice' });
    expect(speakerOf({ ...base, kind: 'LEFT' })).toEqual({ kind: 'notice' });
  });

  it('never reads a notice out of the text of an ordinary message', () => {
    expect(
      speakerOf({ isUser: false, author: 'ASSISTANT', kind: 'MESSAGE', ownerName: null }),
    ).toEqual({ kind: 'assistant' });
  });

  it("names an owner's message with its ownerName, or a plain title without one", () => {
    expect(speakerOf({ isUser: false, author: 'OWNER', kind: 'MESSAGE', ownerName: 'Jo' })).toEqual(
      { kind: 'owner', name: 'Jo' },
    );
    expect(speakerOf({ isUser: false, author: 'OWNER', kind: 'MESSAGE' })).toEqual({
      kind: 'owner',
      name: 'The consultant',
    });
  });

  it('tells a message without author (the greeting, streamed text) by isUser', () => {
    expect(speakerOf({ isUser: true })).toEqual({ kind: 'visitor' });
    expect(speakerOf({ isUser: false })).toEqual({ kind: 'assistant' });
  });
});

describe('ownerInChat', () => {
  it('is the owner of the latest JOINED line, and nobody after a LEFT line', () => {
    const joined = { kind: 'JOINED' as const, ownerName: 'Ellis Whitaker' };
    const said = { kind: 'MESSAGE' as const, ownerName: 'Ellis Whitaker' };
    const left = { kind: 'LEFT' as const, ownerName: 'Ellis Whitaker' };
    expect(ownerInChat([])).toBeNull();
    expect(ownerInChat([said])).toBeNull();
    expect(ownerInChat([joined, said])).toEqual({ name: 'Ellis Whitaker' });
    expect(ownerInChat([joined, said, left])).toBeNull();
    expect(ownerInChat([joined, left, { kind: 'JOINED' as const, ownerName: null }])).toEqual({
      name: unnamedOwner,
    });
  });
});

describe('unsettledOutgoing', () => {
  const outgoing = (localId: string, text: string, afterSeq: number) => ({
    localId,
    message: text,
    afterSeq,
    status: 'sending' as const,
  });
  const stored = (id: string, seq: number, text: string, author: ChatAuthorName = 'VISITOR') => ({
    id,
    seq,
    message: text,
    author,
  });

  it('drops an outgoing message once its stored copy is there, and keeps the others', () => {
    const pending = [outgoing('l1', 'Hi', 3), outgoing('l2', 'Are you there?', 3)];
    expect(unsettledOutgoing([stored('s4', 4, 'Hi')], pending).map((m) => m.localId)).toEqual([
      'l2',
    ]);
  });

  it('is not settled by an older message with the same words, nor by another speaker', () => {
    const pending = [outgoing('l1', 'Yes', 5)];
    expect(unsettledOutgoing([stored('s2', 2, 'Yes')], pending)).toHaveLength(1);
    expect(unsettledOutgoing([stored('s6', 6, 'Yes', 'ASSISTANT')], pending)).toHaveLength(1);
  });

  it('settles two identical messages with two stored copies, one each', () => {
    const pending = [outgoing('l1', 'Yes', 1), outgoing('l2', 'Yes', 1)];
    expect(unsettledOutgoing([stored('s2', 2, 'Yes')], pending).map((m) => m.localId)).toEqual([
      'l2',
    ]);
    expect(unsettledOutgoing([stored('s2', 2, 'Yes'), stored('s3', 3, 'Yes')], pending)).toEqual(
      [],
    );
  });
});

describe('isAssistantReply', () => {
  it("is true for the assistant's own messages only", () => {
    expect(isAssistantReply({ author: 'ASSISTANT', kind: 'MESSAGE' })).toBe(true);
    expect(isAssistantReply({ author: 'ASSISTANT' })).toBe(true);
    expect(isAssistantReply({ author: 'OWNER', kind: 'MESSAGE' })).toBe(false);
    expect(isAssistantReply({ author: 'VISITOR', kind: 'MESSAGE' })).toBe(false);
    // An owner coming or going is written as the assistant, but is no answer.
    expect(isAssistantReply({ author: 'ASSISTANT', kind: 'JOINED' })).toBe(false);
    expect(isAssistantReply({ author: 'ASSISTANT', kind: 'LEFT' })).toBe(false);
    // The widget's greeting carries no author: nothing to rate.
    expect(isAssistantReply({})).toBe(false);
  });
});

describe('questionBefore', () => {
  const said = (id: string, seq: number, author: ChatAuthorName, text: string) => ({
    id,
    seq,
    author,
    message: text,
  });
  const chat = [
    said('a0', 1, 'ASSISTANT', 'Hello, how can I help?'),
    said('v1', 2, 'VISITOR', 'Do you work in Caddo Parish?'),
    said('a1', 3, 'ASSISTANT', 'Yes, from Shreveport.'),
    said('v2', 5, 'VISITOR', 'What does a title opinion cost?'),
    said('o1', 6, 'OWNER', 'Let me check.'),
    said('a2', 7, 'ASSISTANT', 'It depends on the tract.'),
  ];

  it("is the visitor's latest message stored before the reply, by seq", () => {
    expect(questionBefore(chat, 'a1')).toBe('Do you work in Caddo Parish?');
    expect(questionBefore(chat, 'a2')).toBe('What does a title opinion cost?');
    // Listed out of order: seq decides.
    expect(questionBefore([...chat].reverse(), 'a2')).toBe('What does a title opinion cost?');
  });

  it('is undefined for a reply nobody asked for, or one not in the list', () => {
    expect(questionBefore(chat, 'a0')).toBeUndefined();
    expect(questionBefore(chat, 'missing')).toBeUndefined();
  });
});
