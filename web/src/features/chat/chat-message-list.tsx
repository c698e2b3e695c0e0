import { useEffect, useRef } from 'react';
import { ChatActions } from './chat-actions';
import { ChatMessageBubble } from './chat-message-bubble';
import { ChatSuggestions } from './chat-suggestions';
import { ChatTypingIndicator } from './chat-typing-indicator';
import type { ChatEntry } from './chat-types';
import type { TranscriptState } from './use-chat-transcript';
import { isAssistantReply, speakerOf } from '../../lib/chat/chat-message-model';

/** Whether `entry` continues a run of messages from the speaker of `previous`. */
function sameSpeaker(previous: ChatEntry | undefined, entry: ChatEntry): boolean {
  if (!previous) return false;
  const a = speakerOf(previous);
  const b = speakerOf(entry);
  if (a.kind === 'notice' || a.kind !== b.kind) return false;
  return a.kind !== 'owner' || (b.kind === 'owner' && a.name === b.name);
}

interface ChatMessageListProps {
  messages: readonly ChatEntry[];
  showTyping: boolean;
  streamedText: string;
  error: string | null;
  suggestions: readonly string[];
  suggestionsDisabled: boolean;
  onPickSuggestion: (text: string) => void;
  onRetry: (id: string) => void;
  /** Votes on one of the assistant's stored replies. */
  onRate: (id: string, helpful: boolean) => void;
  /** The newest message's typed quick replies are offered (not while a person answers). */
  actionsShown: boolean;
  transcript: TranscriptState;
  onEmailTranscript: () => void;
}

/** The scrolling conversation; it follows the newest message. */
export function ChatMessageList(props: ChatMessageListProps) {
  const { messages, showTyping, streamedText, error, suggestions } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const streamed = { message: streamedText, isUser: false };
  // Only the newest message's buttons act: an older summary was changed or sent since.
  const newest = messages.at(-1);
  const actions = props.actionsShown && !showTyping ? newest?.actions : undefined;

  useEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, showTyping, streamedText, error, suggestions]);

  return (
    <div
      ref={scrollRef}
      className="chat-conversation"
      tabIndex={0}
      role="region"
      aria-label="Conversation"
    >
      <div
        className="chat-stack"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        data-testid="chat-log"
      >
        {messages.map((entry, index) => (
          <ChatMessageBubble
            key={entry.id}
            entry={entry}
            first={!sameSpeaker(messages[index - 1], entry)}
            onRetry={entry.delivery === 'failed' ? () => props.onRetry(entry.id) : undefined}
            onRate={
              isAssistantReply(entry) ? (helpful) => props.onRate(entry.id, helpful) : undefined
            }
          />
        ))}
      </div>
      <div className="chat-stack chat-extras">
        {streamedText ? (
          <ChatMessageBubble
            entry={streamed}
            first={!sameSpeaker(messages.at(-1), { id: 'streamed', ...streamed })}
          />
        ) : null}
        {showTyping && !streamedText ? <ChatTypingIndicator /> : null}
        {error ? (
          <p role="alert" className="chat-error">
            {error}
          </p>
        ) : null}
        {actions && actions.length > 0 ? (
          <ChatActions
            actions={actions}
            disabled={props.suggestionsDisabled}
            onReply={props.onPickSuggestion}
            transcript={props.transcript}
            onEmailTranscript={props.onEmailTranscript}
          />
        ) : null}
        {!showTyping ? (
          <ChatSuggestions
            suggestions={suggestions}
            disabled={props.suggestionsDisabled}
            onPick={props.onPickSuggestion}
          />
        ) : null}
      </div>
    </div>
  );
}
