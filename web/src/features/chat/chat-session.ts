const storageKey = 'landman.chat.sessionId';
const sessionIdPattern = /^session_[0-9a-f]{32}$/;

/** `session_` and 128 random bits in hex: unguessable, so nobody can read another chat. */
export function createChatSessionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `session_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Kept here when sessionStorage is unavailable (some privacy modes throw on access). */
let memorySessionId: string | undefined;

function readStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The chat session of this browser tab: reused across pages, new in a new session. */
export function getChatSessionId(): string {
  const storage = readStorage();
  try {
    const stored = storage?.getItem(storageKey);
    if (stored && sessionIdPattern.test(stored)) return stored;
  } catch {
    // Fall through to a fresh id.
  }
  memorySessionId ??= createChatSessionId();
  try {
    storage?.setItem(storageKey, memorySessionId);
  } catch {
    // Quota or privacy mode: the id lives for this page only.
  }
  return memorySessionId;
}
