import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChatBubble, ChatBubbleText, ChatNotice } from '../../components/chat/chat-bubble';
import { visuallyHidden } from '../../components/sections/visually-hidden';
import { speakerOf, type ChatSpeaker } from '../../lib/chat/chat-message-model';
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

/**
 * One message in the visitor's widget: theirs on the right, the assistant's on the left with its
 * source links, the consultant's on the left under their name; an owner coming or going is a
 * notice across the conversation.
 */
export function ChatMessageBubble({
  entry,
  onRetry,
}: {
  entry: Pick<
    ChatEntry,
    'message' | 'isUser' | 'links' | 'author' | 'kind' | 'ownerName' | 'delivery'
  >;
  /** Sends a failed message again. */
  onRetry?: () => void;
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
