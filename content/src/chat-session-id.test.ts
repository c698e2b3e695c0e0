import { randomInt } from 'node:crypto';
import { chatSessionIdRandomBits, createChatSessionId, isChatSessionId } from './chat-session-id';

const base36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const base62 = `${base36}ABCDEFGHIJKLMNOPQRSTUVWXYZ`;
const randomText = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** What the spec's browser writes: the word session, Date.now(), then random base-36 text. */
const specSessionId = (randomLength: number) =>
  `session${Date.now()}${randomText(base36, randomLength)}`;

describe('chat session id', () => {
  it('accepts what createChatSessionId makes, every time', () => {
    const ids = Array.from({ length: 500 }, createChatSessionId);
    expect(ids.every(isChatSessionId)).toBe(true);
    expect(new Set(ids).size).toBe(500);
  });

  it("accepts the spec's shape with 26 random base-36 characters (about 134 bits), every time", () => {
    const ids = Array.from({ length: 500 }, () => specSessionId(26));
    expect(ids.filter((id) => !isChatSessionId(id))).toEqual([]);
    expect(chatSessionIdRandomBits(ids[0])).toBeCloseTo(26 * Math.log2(36), 5);
  });

  it.each([
    [
      'session1764075012345 and 26 base-36 characters',
      'session1764075012345k3v9x0q7m2c8a1z5t4w6r0b9yd',
    ],
    ['a separator and a timestamp in seconds', `session-1764075012_${randomText(base36, 25)}`],
    ['no timestamp, 22 mixed-case characters', `session${randomText(base62, 22)}`],
    ['upper-case hex', 'session_3F9C0A7E5B1D48C2A6E4F0B9D7C5A3E1'],
    ['39 random decimal digits after a separator', `session_${randomText('0123456789', 39)}`],
  ])('accepts %s', (_case, id) => {
    expect(isChatSessionId(id)).toBe(true);
  });

  it('counts no bits for the timestamp: the random part alone must reach 128 bits', () => {
    // 24 base-36 characters: 124 bits after a 13-digit timestamp (37 characters in all).
    expect(isChatSessionId(specSessionId(24))).toBe(false);
    expect(isChatSessionId(`session_1764075012345_${randomText(base36, 24)}`)).toBe(false);
    // What the spec's browser usually writes, Math.random().toString(36): about 50 bits.
    expect(isChatSessionId(specSessionId(9))).toBe(false);
  });

  it.each([
    ['too short', 'session_aaaaaaaaa'],
    ['31 hex digits', 'session_3f9c0a7e5b1d48c2a6e4f0b9d7c5a3e'],
    ['a repeated half', `session${'3f9c0a7e5b1d48c2'.repeat(2)}`],
    ['one repeated digit', `session_${'a'.repeat(32)}`],
    ['a short repeated pattern', `session_${'01ab'.repeat(8)}`],
    ['the alphabet in order', `session_${base62.slice(0, 30)}`],
    ['a long run of one character', `session_3f9c0a7e5b1d${'0'.repeat(8)}a6e4f0b9d7c5a3e1`],
    ['few distinct symbols', `session_${'ab12'.repeat(4)}${'ba21'.repeat(4)}`],
    ['punctuation in the random part', 'session_3f9c0a7e5b1d48c2/a6e4f0b9d7c5a3e1aa'],
    ['a control character', `session_3f9c0a7e5b1d48c2\u0000a6e4f0b9d7c5a3e1`],
    ['over 128 characters', `session_${randomText(base62, 121)}`],
    ['another word', `sessio_${randomText(base62, 30)}`],
    ['not text', 42],
  ])('refuses an id %s', (_case, id) => {
    expect(isChatSessionId(id)).toBe(false);
  });
});
