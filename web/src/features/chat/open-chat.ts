/** The browser event that opens the chat; anything on the page may dispatch it. */
export const openChatEventName = 'openChatbot';

export interface OpenChatDetail {
  /** Sent as the visitor's first message shortly after the panel opens. */
  message?: string;
}

/** Opens the chat panel, optionally sending `message` on the visitor's behalf. */
export function openChat(message?: string): void {
  window.dispatchEvent(new CustomEvent<OpenChatDetail>(openChatEventName, { detail: { message } }));
}
