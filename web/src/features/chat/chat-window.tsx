import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { PersonMark } from '../../components/person/person-mark';
import { ChatComposer } from './chat-composer';
import { chatGreeting, greetingDelayMs, presetMessageDelayMs } from './chat-greeting';
import { ChatMessageList } from './chat-message-list';
import { getChatSessionId } from './chat-session';
import type { ChatEntry } from './chat-types';
import { useChatConversation } from './use-chat-conversation';

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
const titleId = 'chat-panel-title';

/** The chat panel: title bar, conversation and message box (spec sections 2 and 4). */
export function ChatWindow({ open, onClose, preset, onPresetSent }: ChatWindowProps) {
  const [sessionId] = useState(getChatSessionId);
  const chat = useChatConversation(sessionId, open);
  const [greeted, setGreeted] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { send } = chat;
  // The preset timer must not restart when `send` is recreated during the delay.
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  // An empty chat gets the assistant's greeting after a short pause.
  const isEmpty = chat.historyLoaded && chat.messages.length === 0;
  useEffect(() => {
    if (!open || greeted || !isEmpty) return undefined;
    const timer = setTimeout(() => setGreeted(true), greetingDelayMs);
    return () => clearTimeout(timer);
  }, [open, greeted, isEmpty]);

  // A message passed to openChat() is sent for the visitor a moment after opening.
  useEffect(() => {
    if (!open || !preset) return undefined;
    const timer = setTimeout(() => {
      onPresetSent();
      void sendRef.current(preset.message);
    }, presetMessageDelayMs);
    return () => clearTimeout(timer);
  }, [open, preset, onPresetSent]);

  // Focus moves into the panel when it opens, and back into the box after each send: the box
  // was disabled meanwhile, which dropped focus to the page. Focus the visitor has moved
  // elsewhere on the page (while a preset was sent, say) is left where it is.
  const focusedSinceOpening = useRef(false);
  useEffect(() => {
    if (!open) {
      focusedSinceOpening.current = false;
      return;
    }
    if (chat.sending) return;
    const focused = document.activeElement;
    const focusIsFree =
      !focused || focused === document.body || panelRef.current?.contains(focused) === true;
    if (focusedSinceOpening.current && !focusIsFree) return;
    inputRef.current?.focus();
    focusedSinceOpening.current = true;
  }, [open, chat.sending]);

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

  if (!open) return null;
  return (
    <Paper
      ref={panelRef}
      id={chatPanelId}
      role="dialog"
      aria-labelledby={titleId}
      elevation={8}
      onKeyDown={handleKeyDown}
      sx={{
        position: 'fixed',
        zIndex: 'modal',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        // Phones: a full-width sheet. Larger screens: the spec's 80 x 96 unit panel (320 x 384 px).
        left: { xs: 0, sm: 'auto' },
        right: { xs: 0, sm: 24 },
        bottom: { xs: 0, sm: 96 },
        width: { xs: '100%', sm: 320 },
        height: { xs: 'min(85dvh, 640px)', sm: 384 },
        borderRadius: { xs: '16px 16px 0 0', sm: 3 },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          pl: 2,
          pr: 0.5,
          py: 0.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
          <PersonMark size={32} />
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Land Services Assistant
          </Typography>
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
        suggestions={chat.suggestions}
        suggestionsDisabled={chat.sending}
        onPickSuggestion={(text) => void send(text)}
      />
      <ChatComposer disabled={chat.sending} onSend={send} inputRef={inputRef} />
    </Paper>
  );
}
