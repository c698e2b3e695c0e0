import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../components/sections/visually-hidden';
import { ChatLink, ChatText } from './chat-text';
import type { ChatSpeaker } from './chat-authors';
import type { ChatEntry } from './chat-types';

const testIds = {
  visitor: 'chat-message-user',
  assistant: 'chat-message-assistant',
  owner: 'chat-message-owner',
} as const;

function spokenLabel(speaker: Exclude<ChatSpeaker, { kind: 'notice' }>): string {
  if (speaker.kind === 'visitor') return 'You said: ';
  if (speaker.kind === 'owner') return `${speaker.name}: `;
  return 'Assistant: ';
}

/** "Ellis Whitaker joined the chat.": a line across the conversation, not a bubble. */
function PresenceNotice({ text }: { text: string }) {
  return (
    <Typography
      data-testid="chat-notice"
      variant="caption"
      component="p"
      sx={{ textAlign: 'center', color: 'text.secondary', fontWeight: 600, py: 0.25 }}
    >
      {text}
    </Typography>
  );
}

/**
 * One message: the visitor's on the right, the assistant's on the left with its source links,
 * the consultant's on the left under their name.
 */
export function ChatMessageBubble({
  entry,
  speaker = entry.isUser ? { kind: 'visitor' } : { kind: 'assistant' },
}: {
  entry: Pick<ChatEntry, 'message' | 'isUser' | 'links'>;
  speaker?: ChatSpeaker;
}) {
  if (speaker.kind === 'notice') return <PresenceNotice text={entry.message} />;
  const isUser = speaker.kind === 'visitor';
  const isOwner = speaker.kind === 'owner';
  return (
    <Box
      data-testid={testIds[speaker.kind]}
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
          borderColor: isOwner ? 'secondary.main' : 'divider',
        }}
      >
        {isOwner ? (
          <Typography
            variant="caption"
            component="p"
            aria-hidden
            sx={{ color: 'secondary.dark', fontWeight: 700 }}
          >
            {speaker.name}
          </Typography>
        ) : null}
        <Box component="span" sx={visuallyHidden}>
          {spokenLabel(speaker)}
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
