/**
 * The assistant's opening line, shown when a chat starts with no history. It is the assistant
 * speaking (not a message sent on the visitor's behalf), so it is displayed but never stored.
 */
export const chatGreeting =
  "Hi! I'm here to help with your land services questions. I can answer questions about our services, help schedule consultations, or discuss your project needs. What can I help you with today?";

/** Spec section 9: the greeting appears 500 ms after an empty chat opens. */
export const greetingDelayMs = 500;

/** Spec section 9: a preset message from openChat(message) is sent 1000 ms after opening. */
export const presetMessageDelayMs = 1000;
