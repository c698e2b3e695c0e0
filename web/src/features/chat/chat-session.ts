import { createChatSessionId, isChatSessionId } from '@landman/content';

const storageKey = 'landman.chat.sessionId';

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
    if (isChatSessionId(stored)) return stored;
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
