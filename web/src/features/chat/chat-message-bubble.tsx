import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../components/sections/visually-hidden';
import { ChatLink, ChatText } from './chat-text';
import type { ChatEntry } from './chat-types';

/** One message: the visitor's on the right, the assistant's on the left with its source links. */
export function ChatMessageBubble({
  entry,
}: {
  entry: Pick<ChatEntry, 'message' | 'isUser' | 'links'>;
}) {
  const { isUser } = entry;
  return (
    <Box
      data-testid={isUser ? 'chat-message-user' : 'chat-message-assistant'}
      sx={{ display: 'flex', justifyContent: isUser ? 'flex-end' : 'flex-start' }}
    >
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderBottomRightRadius: isUser ? 4 : undefined,
          borderBottomLeftRadius: isUser ? undefined : 4,
          bgcolor: isUser ? 'primary.main' : 'background.default',
          color: isUser ? 'primary.contrastText' : 'text.primary',
          border: isUser ? 0 : 1,
          borderColor: 'divider',
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {isUser ? 'You said: ' : 'Assistant: '}
        </Box>
        <Typography
          variant="body2"
          component="p"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {isUser ? entry.message : <ChatText text={entry.message} />}
        </Typography>
        {entry.links && entry.links.length > 0 ? (
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {entry.links.map((link) => (
              <Typography
                component="li"
                variant="body2"
                key={`${link.href}-${link.label}`}
                sx={{ fontWeight: 600 }}
              >
                <ChatLink href={link.href}>
                  {link.label}
                  <span aria-hidden> →</span>
                </ChatLink>
              </Typography>
            ))}
          </Stack>
        ) : null}
      </Box>
    </Box>
  );
}
