import { isSitePath } from '@landman/content';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChatEventsSubscription as ChatEventsData } from './gql/graphql';
import { useChatTransport } from './chat-client';
import { browserTimeZone } from '../../lib/browser-time-zone';
import { ChatEventsSubscription, SendChatMessageMutation } from './chat.queries';
import { useChatHistory } from './use-chat-history';
import type { ChatEntry, ChatEntryLink } from './chat-types';
import { useReplyRatings } from './use-reply-ratings';
import { chatHistoryFailed, chatSendFailed } from './chat-failure-text';
import { visitorFailureText } from '../../components/errors/visitor-failure';
import {
  mergeMessages,
  ownerInChat,
  unsettledOutgoing,
  type OutgoingChatMessage,
} from '../../lib/chat/chat-message-model';

type ChatEvent = ChatEventsData['chatEvents'];
type PushedMessage = NonNullable<ChatEvent['message']>;
/**
 * A stored message; history also brings the links stored with an assistant reply and its vote.
 * The visitor's own (the send's answer) carries no card or actions.
 */
type StoredMessage = Omit<PushedMessage, 'summary' | 'actions' | 'choices'> &
  Partial<Pick<PushedMessage, 'summary' | 'actions' | 'choices'>> & {
    links?: readonly ChatEntryLink[] | null;
    rating?: boolean | null;
  };

export interface ChatConversation {
  messages: readonly ChatEntry[];
  /**
   * The first history fetched held no message (a new chat); null until it arrives. Decided once,
   * so the visitor's own first messages don't turn it into an old chat.
   */
  startedEmpty: boolean | null;
  /** A send is in flight (one or more: a preset can overlap the visitor's own message). */
  sending: boolean;
  /** The assistant is composing a reply (server typing events). */
  typing: boolean;
  /** Reply text streamed so far, before the finished message arrives. */
  streamedText: string;
  error: string | null;
  suggestions: readonly string[];
  /** What to offer with the greeting while a new chat is still empty (the API's three). */
  openingSuggestions: readonly string[];
  /** The consultant in the chat now (from the typed JOINED / LEFT lines), or null. */
  owner: { name: string } | null;
  /**
   * Shows the message at once (as sending) and stores it; resolves true once stored, false when
   * it could not be sent (the message then stays, marked failed, with a retry).
   */
  send: (text: string) => Promise<boolean>;
  /** Sends a failed message again. */
  retry: (localId: string) => Promise<boolean>;
  /** Votes on one of the assistant's stored replies (changeable). */
  rate: (messageId: string, helpful: boolean) => Promise<void>;
}

/**
 * One chat session while the panel is open: history from chatMessages, everything new from the
 * chatEvents subscription (no polling), and sending through sendChatMessage.
 */
export function useChatConversation(sessionId: string, open: boolean): ChatConversation {
  const transport = useChatTransport();
  const history = useChatHistory(sessionId, open);
  const ratings = useReplyRatings(sessionId);
  const [sendsInFlight, setSendsInFlight] = useState(0);
  const [typing, setTyping] = useState(false);
  const [streamedText, setStreamedText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<readonly string[]>([]);
  const [links, setLinks] = useState<ReadonlyMap<string, readonly ChatEntryLink[]>>(new Map());
  const lastReplyId = useRef<string | undefined>(undefined);
  // Messages that arrived by subscription or mutation. Kept apart from the fetched history so a
  // refetch that started before a reply was stored cannot make that reply disappear.
  const [live, setLive] = useState<ReadonlyMap<string, StoredMessage>>(new Map());
  // The visitor's messages on screen before the server has them (or after it refused them).
  const [outgoing, setOutgoing] = useState<readonly OutgoingChatMessage[]>([]);
  const outgoingCount = useRef(0);
  const lastSeq = useRef(0);

  const remember = useCallback((message: StoredMessage) => {
    setLive((current) =>
      current.has(message.id) ? current : new Map(current).set(message.id, message),
    );
  }, []);

  const handleEvent = useCallback(
    (event: ChatEvent) => {
      if (event.typing != null) {
        setTyping(event.typing);
        if (event.typing) setStreamedText('');
      }
      if (event.delta) setStreamedText((text) => text + event.delta);
      if (event.error) setError(event.error);
      if (event.message) {
        remember(event.message);
        if (!event.message.isUser) {
          lastReplyId.current = event.message.id;
          setStreamedText('');
          setTyping(false);
        }
      }
      if (event.suggestions) setSuggestions(event.suggestions);
      const replyId =
        event.message && !event.message.isUser ? event.message.id : lastReplyId.current;
      if (event.links && event.links.length > 0 && replyId) {
        const replyLinks = event.links;
        setLinks((current) => new Map(current).set(replyId, replyLinks));
      }
    },
    [remember],
  );

  useEffect(() => {
    if (!open) return undefined;
    return transport.subscribe(ChatEventsSubscription, { sessionId }, (data) =>
      handleEvent(data.chatEvents),
    );
  }, [open, transport, sessionId, handleEvent]);

  // Events published while the socket was down never arrive. Each connection starts with no
  // reply in progress (closing the panel drops the socket, so a "typing" state or a partial
  // reply from before would otherwise stay on screen), and the history is fetched again after
  // a reconnect, or after a first connect that came later than a send.
  const { refetch } = history;
  const sentWhileDisconnected = useRef(false);
  useEffect(() => {
    if (!open) return undefined;
    return transport.onConnected((wasRetry) => {
      setTyping(false);
      setStreamedText('');
      if (!wasRetry && !sentWhileDisconnected.current) return;
      sentWhileDisconnected.current = false;
      void refetch().catch(() => undefined);
    });
  }, [open, refetch, transport]);

  const deliver = useCallback(
    async (pending: OutgoingChatMessage): Promise<boolean> => {
      setSendsInFlight((count) => count + 1);
      setError(null);
      setSuggestions([]);
      // Replies come over the subscription; if its socket is not up yet, the history is
      // fetched after sending and again once the socket connects.
      const subscribed = transport.isConnected();
      if (!subscribed) sentWhileDisconnected.current = true;
      try {
        // Where the visitor is: the desk shows the page a chat started on.
        const page = window.location.pathname;
        const data = await transport.request(SendChatMessageMutation, {
          input: {
            sessionId,
            message: pending.message,
            timeZone: browserTimeZone(),
            ...(isSitePath(page) ? { page } : {}),
          },
        });
        remember(data.sendChatMessage);
        setOutgoing((current) => current.filter((m) => m.localId !== pending.localId));
        if (!subscribed) void refetch().catch(() => undefined);
        return true;
      } catch (cause) {
        setError(visitorFailureText(cause, chatSendFailed, 'chat: send'));
        setOutgoing((current) =>
          current.map((m) => (m.localId === pending.localId ? { ...m, status: 'failed' } : m)),
        );
        return false;
      } finally {
        setSendsInFlight((count) => count - 1);
      }
    },
    [refetch, remember, transport, sessionId],
  );

  const send = useCallback(
    (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message) return Promise.resolve(false);
      const pending: OutgoingChatMessage = {
        localId: `outgoing-${++outgoingCount.current}`,
        message,
        afterSeq: lastSeq.current,
        status: 'sending',
      };
      setOutgoing((current) => [...current, pending]);
      return deliver(pending);
    },
    [deliver],
  );

  const outgoingRef = useRef(outgoing);
  useEffect(() => {
    outgoingRef.current = outgoing;
  }, [outgoing]);
  const retry = useCallback(
    (localId: string): Promise<boolean> => {
      const failed = outgoingRef.current.find(
        (m) => m.localId === localId && m.status === 'failed',
      );
      if (!failed) return Promise.resolve(false);
      const pending: OutgoingChatMessage = {
        ...failed,
        status: 'sending',
        afterSeq: lastSeq.current,
      };
      setOutgoing((current) => current.map((m) => (m.localId === localId ? pending : m)));
      return deliver(pending);
    },
    [deliver],
  );

  const stored = useMemo(
    () => mergeMessages(history.messages ?? [], live.values()),
    [history.messages, live],
  );
  useEffect(() => {
    const newest = stored.at(-1);
    if (newest) lastSeq.current = Math.max(lastSeq.current, newest.seq);
  }, [stored]);

  const messages = useMemo<ChatEntry[]>(
    () => [
      ...stored.map((m) => ({
        id: m.id,
        message: m.message,
        isUser: m.isUser,
        author: m.author,
        kind: m.kind,
        ownerName: m.ownerName,
        createdAt: m.createdAt,
        rateable: m.rateable,
        // Links that came live with the reply, else those stored with it (a reopened chat).
        links: links.get(m.id) ?? m.links ?? undefined,
        rating: ratings.ratingOf(m.id, m.rating),
        ratingError: ratings.errorOf(m.id),
        summary: m.summary,
        actions: m.actions,
      })),
      // Not yet stored: after every stored message, in the order they were sent.
      ...unsettledOutgoing(stored, outgoing).map((m) => ({
        id: m.localId,
        message: m.message,
        isUser: true,
        author: 'VISITOR' as const,
        delivery: m.status,
      })),
    ],
    [stored, outgoing, links, ratings],
  );

  const owner = useMemo(() => ownerInChat(stored), [stored]);

  // The chips of the newest reply: those pushed with it, else (a reopened chat, whose pushed
  // chips are gone) the choices stored with it, such as a booking's open times, which its text
  // does not list. Nothing once the visitor has answered it.
  const newest = stored.at(-1);
  const storedChoices =
    newest && !newest.isUser && newest.author === 'ASSISTANT' && newest.kind === 'MESSAGE'
      ? newest.choices
      : undefined;
  const shownSuggestions = useMemo(
    () => (suggestions.length > 0 ? suggestions : (storedChoices ?? noChoices)),
    [suggestions, storedChoices],
  );

  const [startedEmpty, setStartedEmpty] = useState<boolean | null>(null);
  const firstHistory = history.messages;
  useEffect(() => {
    if (firstHistory) setStartedEmpty((known) => known ?? firstHistory.length === 0);
  }, [firstHistory]);

  // Logged once per failure, not on every render.
  const historyError = useMemo(
    () =>
      history.error ? visitorFailureText(history.error, chatHistoryFailed, 'chat: history') : null,
    [history.error],
  );

  return {
    messages,
    startedEmpty,
    sending: sendsInFlight > 0,
    typing,
    streamedText,
    error: error ?? historyError,
    suggestions: shownSuggestions,
    openingSuggestions: history.openingSuggestions,
    owner,
    send,
    retry,
    rate: ratings.rate,
  };
}

const noChoices: readonly string[] = [];
