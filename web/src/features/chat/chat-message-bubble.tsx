import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChatBubble, ChatBubbleText, ChatNotice } from '../../components/chat/chat-bubble';
import { visuallyHidden } from '../../components/sections/visually-hidden';
import { speakerOf, type ChatSpeaker } from '../../lib/chat/chat-message-model';
import { ChatLink, ChatText } from './chat-text';
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

/**
 * One message in the visitor's widget: theirs on the right, the assistant's on the left with its
 * source links, the consultant's on the left under their name; an owner coming or going is a
 * notice across the conversation.
 */
export function ChatMessageBubble({
  entry,
}: {
  entry: Pick<ChatEntry, 'message' | 'isUser' | 'links' | 'author' | 'kind' | 'ownerName'>;
}) {
  const speaker = speakerOf(entry);
  if (speaker.kind === 'notice') return <ChatNotice>{entry.message}</ChatNotice>;
  const isUser = speaker.kind === 'visitor';
  return (
    <ChatBubble
      side={isUser ? 'end' : 'start'}
      filled={isUser}
      accent={speaker.kind === 'owner'}
      testId={testIds[speaker.kind]}
      heading={
        speaker.kind === 'owner' ? (
          <Typography
            variant="caption"
            component="p"
            aria-hidden
            sx={{ color: 'secondary.dark', fontWeight: 700 }}
          >
            {speaker.name}
          </Typography>
        ) : null
      }
    >
      <Box component="span" sx={visuallyHidden}>
        {spokenLabel(speaker)}
      </Box>
      <ChatBubbleText>{isUser ? entry.message : <ChatText text={entry.message} />}</ChatBubbleText>
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
    </ChatBubble>
  );
}
