import { ChatBubble, ChatBubbleText, ChatNotice } from '../../components/chat/chat-bubble';
import { PersonMark } from '../../components/person/person-mark';
import { visuallyHidden } from '../../components/sections/visually-hidden';
import { speakerOf, type ChatSpeaker } from '../../lib/chat/chat-message-model';
import { ChatIcon } from './chat-icons';
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
    <span aria-hidden className="chat-assistant-mark">
      <ChatIcon name="assistant" size={14} />
    </span>
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
    | 'rateable'
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
    <time dateTime={entry.createdAt} className="chat-time">
      {timeOf(entry.createdAt)}
    </time>
  ) : null;
  const speakerClass = [
    'chat-speaker',
    named ? 'chat-speaker--named' : '',
    isUser ? 'chat-speaker--end' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div data-testid="chat-entry" className="chat-entry">
      {named || time ? (
        <p aria-hidden={named ? true : undefined} className={speakerClass}>
          {named ? <SpeakerMark speaker={speaker} /> : null}
          {named ? (
            <span data-testid="chat-speaker-name">
              {speaker.kind === 'owner' ? speaker.name : 'Assistant'}
            </span>
          ) : null}
          {time}
        </p>
      ) : null}
      <ChatBubble
        side={isUser ? 'end' : 'start'}
        filled={isUser}
        accent={speaker.kind === 'owner'}
        testId={testIds[speaker.kind]}
      >
        <span style={visuallyHidden}>{spokenLabel(speaker)}</span>
        {entry.summary ? (
          // The same details as the text, as a card (the text is for clients that show only text).
          <ChatSummaryCard summary={entry.summary} />
        ) : (
          <ChatBubbleText>
            {isUser ? entry.message : <ChatText text={entry.message} />}
          </ChatBubbleText>
        )}
        {entry.links && entry.links.length > 0 ? (
          <ul aria-label="Pages this answer comes from" className="chat-sources">
            {entry.links.map((link) => (
              <li key={`${link.href}-${link.label}`}>
                <SourceButton href={link.href} label={link.label} />
              </li>
            ))}
          </ul>
        ) : null}
        {entry.delivery ? <DeliveryLine delivery={entry.delivery} onRetry={onRetry} /> : null}
      </ChatBubble>
      {/* Only under answers: a question back or a flow step has nothing to rate. */}
      {onRate && speaker.kind === 'assistant' && entry.rateable ? (
        <ChatReplyRating rating={entry.rating ?? null} error={entry.ratingError} onRate={onRate} />
      ) : null}
    </div>
  );
}

/** A cited page as a small button: site pages open here, other addresses in a new tab. */
function SourceButton({ href, label }: { href: string; label: string }) {
  const external = /^https?:/i.test(href);
  return (
    <a
      href={href}
      className="chat-button chat-source"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label}
      <span aria-hidden>&nbsp;→</span>
    </a>
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
      <p data-testid="chat-message-sending" className="chat-delivery">
        Sending…
      </p>
    );
  }
  return (
    <div data-testid="chat-message-failed" className="chat-failed">
      <p>Not sent</p>
      {onRetry ? (
        <button type="button" className="chat-button chat-button--secondary" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
