import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ChatBubble, ChatBubbleText, ChatNotice } from '../components/chat/chat-bubble';
import {
  isAssistantReply,
  mergeMessages,
  questionBefore,
  speakerOf,
  type ChatSpeaker,
  type ReplyRating,
} from '../lib/chat/chat-message-model';
import type { LeadQuery } from './gql/graphql';
import { deskTime } from './lead-status';
import { teachHref } from './teaching/teaching-paths';

/**
 * A chat message as the desk's queries ask for it; `choices` (a booking's open times, which
 * the reply's text does not list) where the query reads them.
 */
export type DeskMessage = Omit<
  NonNullable<LeadQuery['lead']>['conversation'][number],
  'choices'
> & {
  choices?: readonly string[];
};

function authorLabel(speaker: Exclude<ChatSpeaker, { kind: 'notice' }>, ownerName: string) {
  if (speaker.kind === 'visitor') return 'Visitor';
  if (speaker.kind === 'owner') return ownerName;
  return 'Assistant';
}

/** What the visitor said of a reply, for the line above it. */
function ratingNote(rating: ReplyRating | undefined): string {
  if (rating === true) return ' · rated helpful';
  if (rating === false) return ' · rated not helpful';
  return '';
}

/**
 * A chat as the owner reads it, in the order the server stored it: the visitor on the left, the
 * assistant and the owner on the right (the owner's own filled), an owner coming or going as a
 * line across. The bubbles are the visitor widget's. Each assistant reply says how the visitor
 * rated it and, unless `teaching` is off, leads to teaching the assistant a better answer to the
 * question before it.
 */
export function ConversationView({
  messages,
  ownerName = 'You',
  teaching = true,
  highlight,
}: {
  messages: readonly DeskMessage[];
  ownerName?: string;
  teaching?: boolean;
  /** A reply to point out (the weak one of a question group). */
  highlight?: string;
}) {
  if (messages.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>No messages.</Typography>;
  }
  const ordered = mergeMessages(messages);
  // The live region wraps the list: a role on the <ol> itself would take its list semantics
  // away, leaving <li> elements outside any list (axe: listitem, serious).
  return (
    <Box role="log" aria-label="Conversation" aria-live="polite" aria-relevant="additions">
      <Stack component="ol" spacing={1.25} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {ordered.map((message) => {
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
          const reply = isAssistantReply(message);
          const question = reply ? questionBefore(ordered, message.id) : undefined;
          return (
            <Box
              component="li"
              key={message.id}
              data-highlighted={message.id === highlight ? true : undefined}
            >
              <ChatBubble
                side={speaker.kind === 'visitor' ? 'start' : 'end'}
                filled={speaker.kind === 'owner'}
                accent={message.id === highlight}
                testId={`desk-message-${message.author.toLowerCase()}`}
                heading={
                  <Typography
                    variant="caption"
                    component="p"
                    sx={{ fontWeight: 700, opacity: 0.85 }}
                  >
                    {name ?? authorLabel(speaker, ownerName)} · {time}
                    {message.needsPerson ? ' · could not help' : ''}
                    {reply ? ratingNote(message.rating) : ''}
                  </Typography>
                }
              >
                <ChatBubbleText>{message.message}</ChatBubbleText>
                {message.choices?.length ? (
                  // The widget showed these as chips; here they are the only place they appear.
                  <Box
                    component="ul"
                    aria-label="Times offered"
                    data-testid="desk-message-choices"
                    sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'body2' }}
                  >
                    {message.choices.map((choice) => (
                      <li key={choice}>{choice}</li>
                    ))}
                  </Box>
                ) : null}
              </ChatBubble>
              {teaching && reply && question ? (
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={teachHref([question])}
                    data-testid="desk-teach-reply"
                  >
                    Teach a better answer
                  </Button>
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
