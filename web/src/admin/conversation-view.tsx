import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChatBubble, ChatBubbleText, ChatNotice } from '../components/chat/chat-bubble';
import { mergeMessages, speakerOf, type ChatSpeaker } from '../lib/chat/chat-message-model';
import type { LeadQuery } from './gql/graphql';
import { deskTime } from './lead-status';

/** A chat message as the desk's queries ask for it. */
export type DeskMessage = NonNullable<LeadQuery['lead']>['conversation'][number];

function authorLabel(speaker: Exclude<ChatSpeaker, { kind: 'notice' }>, ownerName: string) {
  if (speaker.kind === 'visitor') return 'Visitor';
  if (speaker.kind === 'owner') return ownerName;
  return 'Assistant';
}

/**
 * A chat as the owner reads it, in the order the server stored it: the visitor on the left, the
 * assistant and the owner on the right (the owner's own filled), an owner coming or going as a
 * line across. The bubbles are the visitor widget's.
 */
export function ConversationView({
  messages,
  ownerName = 'You',
}: {
  messages: readonly DeskMessage[];
  ownerName?: string;
}) {
  if (messages.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>No messages.</Typography>;
  }
  // The live region wraps the list: a role on the <ol> itself would take its list semantics
  // away, leaving <li> elements outside any list (axe: listitem, serious).
  return (
    <Box role="log" aria-label="Conversation" aria-live="polite" aria-relevant="additions">
      <Stack component="ol" spacing={1.25} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {mergeMessages(messages).map((message) => {
          const speaker = speakerOf(message);
          const time = deskTime(message.createdAt);
          if (speaker.kind === 'notice') {
            return (
              <Box component="li" key={message.id}>
                <ChatNotice testId={`desk-message-${message.kind.toLowerCase()}`}>
                  {message.message} · {time}
                </ChatNotice>
              </Box>
            );
          }
          const name = speaker.kind === 'owner' ? (message.ownerName ?? ownerName) : undefined;
          return (
            <Box component="li" key={message.id}>
              <ChatBubble
                side={speaker.kind === 'visitor' ? 'start' : 'end'}
                filled={speaker.kind === 'owner'}
                testId={`desk-message-${message.author.toLowerCase()}`}
                heading={
                  <Typography
                    variant="caption"
                    component="p"
                    sx={{ fontWeight: 700, opacity: 0.85 }}
                  >
                    {name ?? authorLabel(speaker, ownerName)} · {time}
                    {message.needsPerson ? ' · could not help' : ''}
                  </Typography>
                }
              >
                <ChatBubbleText>{message.message}</ChatBubbleText>
              </ChatBubble>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
