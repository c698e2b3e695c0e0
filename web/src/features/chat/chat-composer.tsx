import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { chatMessageMaxLength } from '@landman/content';

interface ChatComposerProps {
  disabled: boolean;
  onSend: (text: string) => void;
  inputRef: Ref<HTMLTextAreaElement>;
}

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ disabled, onSend, inputRef }: ChatComposerProps) {
  const [text, setText] = useState('');
  const canSend = !disabled && text.trim() !== '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
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
