import { createChatSessionId, isChatSessionId } from './chat-session-id';

describe('chat session id', () => {
  it('accepts what createChatSessionId makes, every time', () => {
    const ids = Array.from({ length: 500 }, createChatSessionId);
    expect(ids.every(isChatSessionId)).toBe(true);
    expect(new Set(ids).size).toBe(500);
  });

  it.each([
    ['too short', 'session_aaaaaaaaa'],
    ['without the underscore', `session${'3f9c0a7e5b1d48c2'.repeat(2)}`],
    ['upper-case hex', 'session_3F9C0A7E5B1D48C2A6E4F0B9D7C5A3E1'],
    ['one more digit', 'session_3f9c0a7e5b1d48c2a6e4f0b9d7c5a3e1f'],
    ['one repeated digit', `session_${'a'.repeat(32)}`],
    ['a short repeated pattern', `session_${'01ab'.repeat(8)}`],
    ['not text', 42],
  ])('refuses an id %s', (_case, id) => {
    expect(isChatSessionId(id)).toBe(false);
  });
});
