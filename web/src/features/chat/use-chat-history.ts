import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessagesQuery as ChatMessagesData } from './gql/graphql';
import { useChatTransport } from './chat-client';
import { ChatMessagesQuery } from './chat.queries';

export type HistoryMessage = ChatMessagesData['chatMessages'][number];

export interface ChatHistory {
  /** The messages of the latest answer; kept while a newer request runs or fails. */
  messages: readonly HistoryMessage[] | undefined;
  /** Why the latest request failed, until one succeeds. */
  error: unknown;
  /** The quick replies to offer with the greeting of a chat that opens empty (from the API). */
  openingSuggestions: readonly string[];
  /** Asks again; rejects when the request fails. */
  refetch: () => Promise<void>;
}

/**
 * The session's stored messages: fetched each time the panel opens (a reopened panel shows what
 * it had at once and refreshes it) and again on demand. Only the newest request's answer is
 * kept, so a slow one cannot overwrite a later one.
 */
export function useChatHistory(sessionId: string, open: boolean): ChatHistory {
  const transport = useChatTransport();
  const [messages, setMessages] = useState<readonly HistoryMessage[]>();
  const [error, setError] = useState<unknown>(null);
  const [openingSuggestions, setOpeningSuggestions] = useState<readonly string[]>([]);
  const latest = useRef(0);

  const refetch = useCallback(async () => {
    const request = ++latest.current;
    try {
      const data = await transport.request(ChatMessagesQuery, { sessionId });
      if (request !== latest.current) return;
      setMessages(data.chatMessages);
      setOpeningSuggestions(data.chatOpeningSuggestions ?? []);
      setError(null);
    } catch (cause) {
      if (request === latest.current) setError(cause);
      throw cause;
    }
  }, [transport, sessionId]);

  useEffect(() => {
    if (open) void refetch().catch(() => undefined);
  }, [open, refetch]);

  return { messages, error, refetch, openingSuggestions };
}
