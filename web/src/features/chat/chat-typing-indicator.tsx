/** "Typing..." while a reply is on its way (the dots pulse; see chat-styles.ts). */
export function ChatTypingIndicator() {
  return (
    <div data-testid="chat-typing" className="chat-typing">
      <span aria-hidden className="chat-typing-dots">
        <span />
        <span />
        <span />
      </span>
      <span>Typing...</span>
    </div>
  );
}
