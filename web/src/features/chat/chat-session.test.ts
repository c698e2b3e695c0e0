import { createChatSessionId } from '@landman/content';
import { getChatSessionId } from './chat-session';

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
    const stored = 'session_3f9c0a7e5b1d48c2a6e4f0b9d7c5a3e1';
    window.sessionStorage.setItem(storageKey, stored);
    expect(getChatSessionId()).toBe(stored);
    for (const tampered of ['session_123', `session_${'a'.repeat(32)}`]) {
      window.sessionStorage.setItem(storageKey, tampered);
      const replaced = getChatSessionId();
      expect(replaced).toMatch(/^session_[0-9a-f]{32}$/);
      expect(replaced).not.toBe(tampered);
      expect(window.sessionStorage.getItem(storageKey)).toBe(replaced);
    }
  });
});
