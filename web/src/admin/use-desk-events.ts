import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { DeskEventsSubscription } from './desk.queries';
import type { DeskEventsSubscription as DeskEventsData } from './gql/graphql';

export type DeskEvent = DeskEventsData['deskEvents'];

/** The open screens' queries each kind of event makes stale. */
const staleQueries: Record<DeskEvent['kind'], readonly string[]> = {
  NEW_LEAD: ['Leads', 'DeskChats'],
  PERSON_REQUESTED: ['DeskChats', 'DeskChat'],
  VISITOR_MESSAGE: ['DeskChats', 'DeskChat'],
  // The subscription (re)started: whatever happened before it listened was not announced.
  LIVE: ['Leads', 'DeskChats', 'DeskChat'],
};

/**
 * Refetches the open queries with these names, with a request that starts after the call.
 * Apollo gives a refetch of a query whose request is still on its way that request's answer,
 * which may have read the tables before the change an event announces: a lead saved while the
 * inbox was loading stayed missing until some later event. So names asked for while a refresh
 * runs are refetched once it ends.
 */
function useRefresh(): (names: readonly string[]) => void {
  const client = useApolloClient();
  const running = useRef(false);
  const waiting = useRef(new Set<string>());
  return useCallback(
    (names) => {
      names.forEach((name) => waiting.current.add(name));
      const run = () => {
        const wanted = new Set(waiting.current);
        waiting.current.clear();
        running.current = true;
        Promise.resolve(
          client.refetchQueries({
            include: 'active',
            onQueryUpdated: (query) => wanted.has(query.queryName ?? ''),
          }),
        )
          // A failed query shows its own error; the refresh only has to end.
          .catch(() => undefined)
          .finally(() => {
            running.current = false;
            if (waiting.current.size > 0) run();
          });
      };
      if (!running.current) run();
    },
    [client],
  );
}

/** The kinds the desk announces (a banner, a notification). */
const announced: ReadonlySet<DeskEvent['kind']> = new Set(['NEW_LEAD', 'PERSON_REQUESTED']);

/**
 * Listens to deskEvents for as long as the owner is signed in, refreshes whatever open screen
 * the event concerns (the inbox, the chat list, a chat), and keeps the latest event to announce.
 */
export function useDeskEvents(onEvent?: (event: DeskEvent) => void): {
  latest: DeskEvent | undefined;
  dismiss: () => void;
} {
  const refresh = useRefresh();
  const [latest, setLatest] = useState<DeskEvent | undefined>(undefined);
  const listener = useRef(onEvent);
  listener.current = onEvent;
  useSubscription(DeskEventsSubscription, {
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const event = data.data?.deskEvents;
      if (!event) return;
      refresh(staleQueries[event.kind]);
      if (announced.has(event.kind)) setLatest(event);
      listener.current?.(event);
    },
  });
  const dismiss = useCallback(() => setLatest(undefined), []);
  return { latest, dismiss };
}
