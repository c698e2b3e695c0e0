/**
 * A chat session id, made by the browser and required by every way into the API. Its shape is
 * the spec's: the word `session`, an optional separator, an optional timestamp, then a random
 * part of letters and digits. Whoever knows an id can read that chat, so the random part must
 * carry at least 128 bits at the size of the alphabet it is written in; the timestamp counts
 * for nothing (it is guessable). Our web app's spelling is `session_` + 32 random hex digits;
 * the spec's browser writes `session` + `Date.now()` + a base-36 string, which passes with
 * 25 or more random characters.
 */
export const chatSessionIdMaxLength = 128;

export const chatSessionIdMessage =
  'Session id must be "session", optionally a timestamp, then a random part of letters and ' +
  'digits carrying at least 128 random bits (for example "session_" and 32 random hexadecimal ' +
  'digits), at most 128 characters in all.';

const minRandomBits = 128;
const separators = new Set(['_', '-', '.', ':']);
/** Unix time in seconds (10 digits) or milliseconds (13 digits), from 2001 to 2286. */
const timestamp = /^[1-9]\d{9,12}/;
const lettersAndDigits = /^[0-9A-Za-z]+$/;

/**
 * Random text uses many different symbols and has no long regular run: fewer than 6 distinct
 * ones, or 8 characters rising, falling or repeating by one step (side by side or spaced
 * evenly), happen by chance in none of 200,000 random ids of 128 bits in hex or base 36 (and in
 * about 3 of 100,000 all-decimal ones). Such an id was typed or patterned.
 */
const minDistinctSymbols = 6;
const maxRegularRun = 8;

/** The alphabet a random part is drawn from, judged by the smallest one that holds it. */
function alphabetSize(random: string): number {
  if (/^\d+$/.test(random)) return 10;
  if (/^[0-9a-fA-F]+$/.test(random)) return 16;
  if (/^[0-9a-z]+$/.test(random) || /^[0-9A-Z]+$/.test(random)) return 36;
  return 62;
}

/**
 * A run of maxRegularRun characters, next to each other or every second, third or fourth one
 * (`0F1E2D3C...` counts up in every second place), whose codes step by the same -1, 0 or +1.
 */
function hasRegularRun(text: string): boolean {
  for (let stride = 1; stride <= 4; stride += 1) {
    for (let offset = 0; offset < stride; offset += 1) {
      let run = 1;
      let step = Number.NaN;
      for (let i = offset + stride; i < text.length; i += stride) {
        const next = text.charCodeAt(i) - text.charCodeAt(i - stride);
        if (Math.abs(next) > 1) {
          run = 1;
          continue;
        }
        run = run >= 2 && next === step ? run + 1 : 2;
        step = next;
        if (run >= maxRegularRun) return true;
      }
    }
  }
  return false;
}

/** The text is a shorter unit repeated (`abcabcabc`). */
function isRepetition(text: string): boolean {
  for (let period = 1; period <= text.length / 2; period += 1) {
    if (text.length % period === 0 && text.slice(period) === text.slice(0, -period)) return true;
  }
  return false;
}

/**
 * The random part of an id, after `session`, the separator and the timestamp. A digit run
 * right after the word `session` is the spec's timestamp; after a separator, a digit run is a
 * timestamp only when another separator ends it, so `session_` + random hex that happens to
 * start with digits keeps all its random digits.
 */
function randomPart(rest: string): string {
  if (rest.length > 0 && separators.has(rest[0] as string)) {
    const afterSeparator = rest.slice(1);
    const stamp = timestamp.exec(afterSeparator)?.[0];
    if (stamp && separators.has(afterSeparator[stamp.length] ?? '')) {
      return afterSeparator.slice(stamp.length + 1);
    }
    return afterSeparator;
  }
  const stamp = timestamp.exec(rest)?.[0] ?? '';
  const afterStamp = rest.slice(stamp.length);
  return stamp && separators.has(afterStamp[0] ?? '') ? afterStamp.slice(1) : afterStamp;
}

/** Bits of randomness an id's random part carries, or 0 when it is not a session id at all. */
export function chatSessionIdRandomBits(value: unknown): number {
  if (typeof value !== 'string' || value.length > chatSessionIdMaxLength) return 0;
  if (!value.startsWith('session')) return 0;
  const random = randomPart(value.slice('session'.length));
  if (!lettersAndDigits.test(random)) return 0;
  if (new Set(random).size < minDistinctSymbols) return 0;
  if (isRepetition(random) || hasRegularRun(random)) return 0;
  return random.length * Math.log2(alphabetSize(random));
}

export function isChatSessionId(value: unknown): value is string {
  return chatSessionIdRandomBits(value) >= minRandomBits;
}

/** A new id from the platform's cryptographic random source (browsers and Node alike). */
export function createChatSessionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `session_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
