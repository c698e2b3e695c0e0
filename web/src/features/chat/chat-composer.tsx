import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { chatMessageMaxLength } from '@landman/content';

interface ChatComposerProps {
  disabled: boolean;
  /** Resolves true when the message was stored; the box is cleared only then. */
  onSend: (text: string) => Promise<boolean>;
  inputRef: Ref<HTMLTextAreaElement>;
}

/** Past this many characters the box shows how many of the allowed ones are used. */
const counterFrom = chatMessageMaxLength - 200;

/**
 * The message box: Enter sends, Shift+Enter starts a new line. The text stays (greyed while
 * sending) until the message is stored, so a failed send loses nothing the visitor wrote.
 */
export function ChatComposer({ disabled, onSend, inputRef }: ChatComposerProps) {
  const [text, setText] = useState('');
  const canSend = !disabled && text.trim() !== '';

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const sent = text;
    // Clear only what was sent: anything typed since stays.
    if (await onSend(sent.trim())) setText((current) => (current === sent ? '' : current));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-end',
        p: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        inputRef={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        placeholder="Type your message..."
        disabled={disabled}
        multiline
        maxRows={4}
        size="small"
        helperText={
          text.length >= counterFrom
            ? `${text.length.toLocaleString('en-US')} / ${chatMessageMaxLength.toLocaleString('en-US')} characters`
            : undefined
        }
        slotProps={{
          htmlInput: { 'aria-label': 'Message', maxLength: chatMessageMaxLength },
        }}
      />
      <IconButton
        type="submit"
        color="primary"
        disabled={!canSend}
        aria-label="Send message"
        sx={{ bgcolor: 'action.hover' }}
      >
        <SendIcon />
      </IconButton>
    </Box>
  );
}
