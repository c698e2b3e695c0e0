import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { chatMessageMaxLength } from '@landman/content';

interface ChatComposerProps {
  /** Takes the message: it shows in the conversation at once, with a retry if it fails. */
  onSend: (text: string) => unknown;
  inputRef: Ref<HTMLTextAreaElement>;
}

/** Past this many characters the box shows how many of the allowed ones are used. */
const counterFrom = chatMessageMaxLength - 200;
const counterId = 'chat-message-counter';

/**
 * The message box: Enter sends, Shift+Enter starts a new line. A sent message leaves the box at
 * once for the conversation (where a failed one keeps its words and a retry), so the visitor
 * can go on writing while it is delivered.
 */
export function ChatComposer({ onSend, inputRef }: ChatComposerProps) {
  const [text, setText] = useState('');
  const canSend = text.trim() !== '';
  const counter =
    text.length >= counterFrom
      ? `${text.length.toLocaleString('en-US')} / ${chatMessageMaxLength.toLocaleString('en-US')} characters`
      : undefined;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    setText('');
    onSend(text.trim());
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
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
      {/* An outlined input rather than a TextField: TextField brings the select and menu code
          along, which the chat never shows and would fetch when it first opens. */}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <OutlinedInput
          inputRef={inputRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder="Type your message..."
          multiline
          maxRows={4}
          size="small"
          fullWidth
          inputProps={{
            'aria-label': 'Message',
            'aria-describedby': counter ? counterId : undefined,
            maxLength: chatMessageMaxLength,
          }}
        />
        {counter && <FormHelperText id={counterId}>{counter}</FormHelperText>}
      </Box>
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
