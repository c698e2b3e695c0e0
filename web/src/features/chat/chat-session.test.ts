import { createChatSessionId, getChatSessionId } from './chat-session';

const storageKey = 'landman.chat.sessionId';

describe('chat session id', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is "session_" and 128 random bits in hex', () => {
    expect(createChatSessionId()).toMatch(/^session_[0-9a-f]{32}$/);
  });

  it('takes its randomness from crypto.getRandomValues', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues');
    createChatSessionId();
    const bytes = spy.mock.calls[0]?.[0] as Uint8Array;
    expect(bytes.byteLength).toBeGreaterThanOrEqual(16);
    spy.mockRestore();
  });

  it('never repeats', () => {
    const ids = new Set(Array.from({ length: 200 }, createChatSessionId));
    expect(ids.size).toBe(200);
  });

  it('is kept in sessionStorage and reused for the rest of the browser session', () => {
    const first = getChatSessionId();
    expect(window.sessionStorage.getItem(storageKey)).toBe(first);
    expect(getChatSessionId()).toBe(first);
  });

  it('reuses a valid stored id and replaces a tampered one', () => {
    const stored = `session_${'ab'.repeat(16)}`;
    window.sessionStorage.setItem(storageKey, stored);
    expect(getChatSessionId()).toBe(stored);
    window.sessionStorage.setItem(storageKey, 'session_123');
    const replaced = getChatSessionId();
    expect(replaced).toMatch(/^session_[0-9a-f]{32}$/);
    expect(window.sessionStorage.getItem(storageKey)).toBe(replaced);
  });
});
