import { ChatIcon } from './chat-icons';
import type { ReplyRating } from '../../lib/chat/chat-message-model';

/**
 * Helpful / not helpful under one assistant reply: two toggle buttons (`aria-pressed`), one of
 * them pressed once the visitor voted. Pressing the other changes the vote; pressing the pressed
 * one again keeps it (a vote is changed, never withdrawn).
 */
export function ChatReplyRating({
  rating,
  error,
  onRate,
}: {
  rating: ReplyRating;
  /** Why the last vote was not saved. */
  error?: string;
  onRate: (helpful: boolean) => void;
}) {
  const press = (helpful: boolean) => {
    if (rating !== helpful) onRate(helpful);
  };
  return (
    <div
      role="group"
      aria-label="Was this answer helpful?"
      data-testid="chat-reply-rating"
      className="chat-rating"
    >
      <button
        type="button"
        className="chat-icon-button chat-icon-button--small"
        aria-label="Helpful"
        aria-pressed={rating === true}
        onClick={() => press(true)}
      >
        <ChatIcon name={rating === true ? 'thumbUp' : 'thumbUpOutlined'} size={18} />
      </button>
      <button
        type="button"
        className="chat-icon-button chat-icon-button--small"
        aria-label="Not helpful"
        aria-pressed={rating === false}
        onClick={() => press(false)}
      >
        <ChatIcon name={rating === false ? 'thumbDown' : 'thumbDownOutlined'} size={18} />
      </button>
      <p role="status" className={error ? 'chat-caption chat-caption--error' : 'chat-caption'}>
        {error ?? (rating === null ? '' : 'Thanks for the feedback.')}
      </p>
    </div>
  );
}
