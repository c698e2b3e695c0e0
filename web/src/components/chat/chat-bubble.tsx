import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * One chat message's bubble, for the visitor's widget and the owner's desk alike: the reader's
 * own messages are `filled`; `side` says which edge a speaker's bubbles keep to; `accent`
 * outlines the consultant's messages in the brand's second colour.
 */
export function ChatBubble({
  side,
  filled,
  accent = false,
  heading,
  testId,
  children,
}: {
  side: 'start' | 'end';
  filled: boolean;
  accent?: boolean;
  /** A line above the text: the writer's name, a time. */
  heading?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'flex', justifyContent: side === 'end' ? 'flex-end' : 'flex-start' }}
    >
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderBottomRightRadius: side === 'end' ? 4 : undefined,
          borderBottomLeftRadius: side === 'end' ? undefined : 4,
          bgcolor: filled ? 'primary.main' : 'background.default',
          color: filled ? 'primary.contrastText' : 'text.primary',
          border: filled ? 0 : 1,
          borderColor: accent ? 'secondary.main' : 'divider',
        }}
      >
        {heading}
        {children}
      </Box>
    </Box>
  );
}

/** The text of a bubble: kept as typed (line breaks), long words wrapped. */
export function ChatBubbleText({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      component="p"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}

/** "Ellis Whitaker joined the chat.": a line across the conversation, not a bubble. */
export function ChatNotice({
  children,
  testId = 'chat-notice',
}: {
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Typography
      data-testid={testId}
      variant="caption"
      component="p"
      sx={{ textAlign: 'center', color: 'text.secondary', fontWeight: 600, py: 0.25 }}
    >
      {children}
    </Typography>
  );
}
