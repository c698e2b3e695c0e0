import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChatBubble, ChatBubbleText, ChatNotice } from '../../components/chat/chat-bubble';
import { PersonMark } from '../../components/person/person-mark';
import { visuallyHidden } from '../../components/sections/visually-hidden';
import { speakerOf, type ChatSpeaker } from '../../lib/chat/chat-message-model';
import { ChatReplyRating } from './chat-reply-rating';
import { ChatSummaryCard } from './chat-summary-card';
import { ChatText } from './chat-text';
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

/** "10:42 AM" in the visitor's own time zone. */
function timeOf(createdAt: string): string {
  return new Date(createdAt).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

/** The small round mark beside a speaker's name: the consultant's monogram, or the assistant's. */
function SpeakerMark({ speaker }: { speaker: Exclude<ChatSpeaker, { kind: 'notice' }> }) {
  if (speaker.kind === 'owner') return <PersonMark size={22} name={speaker.name} />;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 22,
        height: 22,
        borderRadius: '50%',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
      }}
    >
      <SmartToyOutlinedIcon sx={{ fontSize: 14 }} />
    </Box>
  );
}

/**
 * One message in the visitor's widget: theirs on the right, the assistant's and the
 * consultant's on the left; the first of a run from one speaker carries their mark and name.
 * The time shows on hover or when something in the message has focus. An owner coming or
 * going is a notice across the conversation. A stored assistant reply has the helpful / not
 * helpful control under it.
 */
export function ChatMessageBubble({
  entry,
  first = true,
  onRetry,
  onRate,
}: {
  entry: Pick<
    ChatEntry,
    | 'message'
    | 'isUser'
    | 'links'
    | 'author'
    | 'kind'
    | 'ownerName'
    | 'delivery'
    | 'createdAt'
    | 'rating'
    | 'ratingError'
    | 'summary'
  >;
  /** The first of a run of messages from one speaker (shows who is speaking). */
  first?: boolean;
  /** Sends a failed message again. */
  onRetry?: () => void;
  /** Votes on this reply (given for the assistant's stored replies). */
  onRate?: (helpful: boolean) => void;
}) {
  const speaker = speakerOf(entry);
  if (speaker.kind === 'notice') return <ChatNotice>{entry.message}</ChatNotice>;
  const isUser = speaker.kind === 'visitor';
  const named = first && !isUser;
  const time = entry.createdAt ? (
    <Box
      component="time"
      dateTime={entry.createdAt}
      className="chat-time"
      sx={{ fontWeight: 400, opacity: 0.85 }}
    >
      {timeOf(entry.createdAt)}
    </Box>
  ) : null;
  return (
    <Box
      data-testid="chat-entry"
      sx={{
        '& .chat-time': { display: 'none' },
        '&:hover .chat-time, &:focus-within .chat-time': { display: 'inline' },
      }}
    >
      {named || time ? (
        <Typography
          variant="caption"
          component="p"
          aria-hidden={named ? true : undefined}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            justifyContent: isUser ? 'flex-end' : 'flex-start',
            color: 'text.secondary',
            fontWeight: 700,
            mb: 0.25,
            minHeight: named ? 22 : undefined,
          }}
        >
          {named ? <SpeakerMark speaker={speaker} /> : null}
          {named ? (
            <Box component="span" data-testid="chat-speaker-name">
              {speaker.kind === 'owner' ? speaker.name : 'Assistant'}
            </Box>
          ) : null}
          {time}
        </Typography>
      ) : null}
      <ChatBubble
        side={isUser ? 'end' : 'start'}
        filled={isUser}
        accent={speaker.kind === 'owner'}
        testId={testIds[speaker.kind]}
      >
        <Box component="span" sx={visuallyHidden}>
          {spokenLabel(speaker)}
        </Box>
        {entry.summary ? (
          // The same details as the text, as a card (the text is for clients that show only text).
          <ChatSummaryCard summary={entry.summary} />
        ) : (
          <ChatBubbleText>
            {isUser ? entry.message : <ChatText text={entry.message} />}
          </ChatBubbleText>
        )}
        {entry.links && entry.links.length > 0 ? (
          <Stack
            component="ul"
            direction="row"
            useFlexGap
            aria-label="Pages this answer comes from"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, flexWrap: 'wrap', gap: 0.75 }}
          >
            {entry.links.map((link) => (
              <li key={`${link.href}-${link.label}`}>
                <SourceButton href={link.href} label={link.label} />
              </li>
            ))}
          </Stack>
        ) : null}
        {entry.delivery ? <DeliveryLine delivery={entry.delivery} onRetry={onRetry} /> : null}
      </ChatBubble>
      {onRate && speaker.kind === 'assistant' ? (
        <ChatReplyRating rating={entry.rating ?? null} error={entry.ratingError} onRate={onRate} />
      ) : null}
    </Box>
  );
}

/** A cited page as a small button: site pages open here, other addresses in a new tab. */
function SourceButton({ href, label }: { href: string; label: string }) {
  const external = /^https?:/i.test(href);
  return (
    <Button
      href={href}
      size="small"
      variant="outlined"
      color="primary"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      sx={{ textTransform: 'none', fontWeight: 600, borderRadius: 4, py: 0.25, lineHeight: 1.4 }}
    >
      {label}
      <span aria-hidden>&nbsp;→</span>
    </Button>
  );
}

/** Under a visitor's message the server has not stored: on its way, or not sent and a retry. */
function DeliveryLine({
  delivery,
  onRetry,
}: {
  delivery: 'sending' | 'failed';
  onRetry?: () => void;
}) {
  if (delivery === 'sending') {
    return (
      <Typography
        variant="caption"
        component="p"
        data-testid="chat-message-sending"
        sx={{ opacity: 0.85, textAlign: 'right' }}
      >
        Sending…
      </Typography>
    );
  }
  return (
    <Box
      data-testid="chat-message-failed"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 0.5 }}
    >
      <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
        Not sent
      </Typography>
      {onRetry ? (
        <Button
          size="small"
          variant="contained"
          color="secondary"
          onClick={onRetry}
          sx={{ py: 0, minWidth: 0, textTransform: 'none' }}
        >
          Retry
        </Button>
      ) : null}
    </Box>
  );
}
