import { useCallback, useMemo, useRef, useState } from 'react';
import { visitorFailureText } from '../../components/errors/visitor-failure';
import type { ReplyRating } from '../../lib/chat/chat-message-model';
import { chatRatingFailed } from './chat-failure-text';
import { useChatTransport } from './chat-client';
import { RateReplyMutation } from './chat.queries';

export interface ReplyRatings {
  /** The vote to show on a reply: the visitor's latest choice here, else the stored one. */
  ratingOf: (messageId: string, stored: ReplyRating | undefined) => ReplyRating;
  /** Why the latest vote on a reply was not saved, if it was not. */
  errorOf: (messageId: string) => string | undefined;
  /** Shows the vote at once and stores it; on failure the earlier vote comes back. */
  rate: (messageId: string, helpful: boolean) => Promise<void>;
}

/**
 * The visitor's votes on the assistant's replies in one session, through rateReply. A reply
 * may have come live (never in the fetched history), so the votes cast here are kept apart and
 * shown over what history says; a vote that fails falls back to the last one saved. Only the
 * latest vote on a reply decides what is shown: an earlier request answering late changes
 * nothing.
 */
export function useReplyRatings(sessionId: string): ReplyRatings {
  const transport = useChatTransport();
  const [votes, setVotes] = useState<ReadonlyMap<string, ReplyRating>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  // The vote the server last confirmed per reply, which a failed vote falls back to.
  const saved = useRef(new Map<string, boolean>());
  const latest = useRef(new Map<string, number>());
  const requests = useRef(0);

  const rate = useCallback(
    async (messageId: string, helpful: boolean) => {
      const request = ++requests.current;
      latest.current.set(messageId, request);
      const isLatest = () => latest.current.get(messageId) === request;
      setVotes((current) => new Map(current).set(messageId, helpful));
      setErrors((current) => withoutKey(current, messageId));
      try {
        const data = await transport.request(RateReplyMutation, { sessionId, messageId, helpful });
        const stored = data.rateReply.rating ?? helpful;
        saved.current.set(messageId, stored);
        if (isLatest()) setVotes((current) => new Map(current).set(messageId, stored));
      } catch (cause) {
        const text = visitorFailureText(cause, chatRatingFailed, 'chat: rate');
        if (!isLatest()) return;
        const confirmed = saved.current.get(messageId);
        setVotes((current) =>
          confirmed === undefined
            ? withoutKey(current, messageId)
            : new Map(current).set(messageId, confirmed),
        );
        setErrors((current) => new Map(current).set(messageId, text));
      }
    },
    [transport, sessionId],
  );

  const ratingOf = useCallback(
    (messageId: string, stored: ReplyRating | undefined): ReplyRating =>
      votes.has(messageId) ? (votes.get(messageId) ?? null) : (stored ?? null),
    [votes],
  );
  const errorOf = useCallback((messageId: string) => errors.get(messageId), [errors]);
  return useMemo(() => ({ ratingOf, errorOf, rate }), [ratingOf, errorOf, rate]);
}

function withoutKey<V>(map: ReadonlyMap<string, V>, key: string): ReadonlyMap<string, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}
