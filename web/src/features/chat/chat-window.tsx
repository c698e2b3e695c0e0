import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChatComposer } from './chat-composer';
import { chatGreeting, greetingDelayMs, presetMessageDelayMs } from './chat-greeting';
import { ChatHeader, chatSubtitleId } from './chat-header';
import { ChatMessageList } from './chat-message-list';
import { getChatSessionId } from './chat-session';
import type { ChatEntry } from './chat-types';
import { useChatConversation } from './use-chat-conversation';
import { useChatTranscript } from './use-chat-transcript';
import { useMediaQuery } from './use-media-query';
import { phoneQuery } from './phone-sheet';
import { usePhoneSheet } from './use-phone-sheet';

export interface PresetMessage {
  /** Distinguishes two presets with the same text. */
  id: number;
  message: string;
}

export interface ChatWindowProps {
  open: boolean;
  onClose: () => void;
  preset: PresetMessage | null;
  onPresetSent: () => void;
  /** What the visitor typed into the shell before the panel loaded (chat-shell.ts). */
  draft?: string;
}

export const chatPanelId = 'chat-panel';

/** The chat panel: title bar, conversation and message box (spec sections 2 and 4). */
export function ChatWindow({ open, onClose, preset, onPresetSent, draft }: ChatWindowProps) {
  const [sessionId] = useState(getChatSessionId);
  const chat = useChatConversation(sessionId, open);
  const transcript = useChatTranscript(sessionId);
  const [greeted, setGreeted] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { send } = chat;
  // The preset timer must not restart when `send` is recreated during the delay.
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  // A new chat gets the assistant's greeting after a short pause. It stays first even when a
  // preset or the visitor's own message goes out before the (slow) history arrives.
  const greetingDue = open && !greeted && chat.startedEmpty === true;
  useEffect(() => {
    if (!greetingDue) return undefined;
    const timer = setTimeout(() => setGreeted(true), greetingDelayMs);
    return () => clearTimeout(timer);
  }, [greetingDue]);

  // A message passed to openChat() is sent for the visitor a moment after opening.
  useEffect(() => {
    if (!open || !preset) return undefined;
    const timer = setTimeout(() => {
      onPresetSent();
      void sendRef.current(preset.message);
    }, presetMessageDelayMs);
    return () => clearTimeout(timer);
  }, [open, preset, onPresetSent]);

  // Focus moves into the message box when the panel opens (the box is never disabled, so it
  // keeps focus while messages are delivered).
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Below 600 px the panel is a full-height modal sheet.
  const isPhone = useMediaQuery(phoneQuery);
  usePhoneSheet(panelRef, open && isPhone);

  const messages = useMemo<readonly ChatEntry[]>(
    () =>
      greeted
        ? [{ id: 'greeting', message: chatGreeting, isUser: false }, ...chat.messages]
        : chat.messages,
    [greeted, chat.messages],
  );

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  // A chip that repeats a button of the newest message (Send, Change) is left to the button.
  const buttonReplies = new Set(messages.at(-1)?.actions?.map((action) => action.reply));
  // A new chat offers the API's opening chips with the greeting, until anything is said.
  const offered =
    chat.suggestions.length === 0 && greeted && chat.messages.length === 0
      ? chat.openingSuggestions
      : chat.suggestions;
  const suggestions = offered.filter((suggestion) => !buttonReplies.has(suggestion));

  if (!open) return null;
  const owner = chat.owner;
  return (
    <div
      ref={panelRef}
      id={chatPanelId}
      role="dialog"
      // A name that stays put while people come and go; the subtitle says who is answering.
      aria-label="Land Services Assistant"
      aria-describedby={chatSubtitleId}
      aria-modal={isPhone ? true : undefined}
      onKeyDown={handleKeyDown}
      data-testid="chat-panel"
      // Phones: a full-height sheet over the page. Larger screens: a panel above the launcher,
      // 400 px wide and min(680 px, 80 % of the viewport) tall (chat-styles.ts).
      className="chat-panel"
    >
      <ChatHeader owner={owner} onClose={onClose} />
      <ChatMessageList
        messages={messages}
        showTyping={chat.sending || chat.typing}
        streamedText={chat.streamedText}
        error={chat.error}
        // The assistant's quick replies are not offered while a person is answering.
        suggestions={owner ? noSuggestions : suggestions}
        suggestionsDisabled={chat.sending}
        onPickSuggestion={(text) => void send(text)}
        onRetry={(id) => void chat.retry(id)}
        onRate={(id, helpful) => void chat.rate(id, helpful)}
        actionsShown={!owner}
        transcript={transcript.state}
        onEmailTranscript={() => void transcript.request()}
      />
      <ChatComposer onSend={send} inputRef={inputRef} initialText={draft} sessionId={sessionId} />
    </div>
  );
}

const noSuggestions: readonly string[] = [];
