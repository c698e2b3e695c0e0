import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { PersonMark } from '../../components/person/person-mark';
import { ChatComposer } from './chat-composer';
import { chatGreeting, greetingDelayMs, presetMessageDelayMs } from './chat-greeting';
import { ChatMessageList } from './chat-message-list';
import { getChatSessionId } from './chat-session';
import type { ChatEntry } from './chat-types';
import { useChatConversation } from './use-chat-conversation';
import { useChatTranscript } from './use-chat-transcript';
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
}

export const chatPanelId = 'chat-panel';
const subtitleId = 'chat-panel-subtitle';

/** Below MUI's `sm` breakpoint (600 px) the panel is a full-height modal sheet. */
export const phoneQuery = '(max-width: 599.95px)';

/** The chat panel: title bar, conversation and message box (spec sections 2 and 4). */
export function ChatWindow({ open, onClose, preset, onPresetSent }: ChatWindowProps) {
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

  const isPhone = useMediaQuery(phoneQuery, { noSsr: true });
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
  const suggestions = chat.suggestions.filter((suggestion) => !buttonReplies.has(suggestion));

  if (!open) return null;
  const owner = chat.owner;
  return (
    <Paper
      ref={panelRef}
      id={chatPanelId}
      role="dialog"
      // A name that stays put while people come and go; the subtitle says who is answering.
      aria-label="Land Services Assistant"
      aria-describedby={subtitleId}
      aria-modal={isPhone ? true : undefined}
      elevation={8}
      onKeyDown={handleKeyDown}
      data-testid="chat-panel"
      sx={{
        position: 'fixed',
        zIndex: 'modal',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        border: { xs: 0, sm: 1 },
        borderColor: 'divider',
        // Phones: a full-height sheet over the page. Larger screens: a panel above the launcher,
        // 400 px wide and min(680 px, 80 % of the viewport) tall.
        left: { xs: 0, sm: 'auto' },
        right: { xs: 0, sm: 24 },
        top: { xs: 0, sm: 'auto' },
        bottom: { xs: 0, sm: 96 },
        width: { xs: '100%', sm: 400 },
        height: { xs: '100dvh', sm: 'min(680px, 80vh)' },
        maxHeight: { sm: 'calc(100vh - 120px)' },
        borderRadius: { xs: 0, sm: 3 },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          pl: 2,
          pr: 0.5,
          py: 0.75,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
          {owner ? <PersonMark size={36} name={owner.name} /> : <PersonMark size={36} />}
          <Box sx={{ minWidth: 0 }}>
            <Typography
              data-testid="chat-panel-title"
              variant="subtitle1"
              component="h2"
              noWrap
              sx={{ fontWeight: 700, lineHeight: 1.3 }}
            >
              {owner ? owner.name : 'Land Services Assistant'}
            </Typography>
            <Typography
              id={subtitleId}
              variant="caption"
              component="p"
              noWrap
              data-testid="chat-panel-subtitle"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, opacity: 0.9 }}
            >
              {owner ? (
                <>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: '#7ee2a8' }}
                  />
                  Online now · in this chat
                </>
              ) : (
                'Automated assistant · replies instantly'
              )}
            </Typography>
          </Box>
        </Box>
        <IconButton onClick={onClose} aria-label="Close chat" sx={{ color: 'inherit' }}>
          <CloseIcon />
        </IconButton>
      </Box>
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
      <ChatComposer onSend={send} inputRef={inputRef} />
    </Paper>
  );
}

const noSuggestions: readonly string[] = [];
