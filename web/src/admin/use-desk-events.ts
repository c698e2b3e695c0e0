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
  const client = useApolloClient();
  const [latest, setLatest] = useState<DeskEvent | undefined>(undefined);
  const listener = useRef(onEvent);
  listener.current = onEvent;
  useSubscription(DeskEventsSubscription, {
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const event = data.data?.deskEvents;
      if (!event) return;
      const names = staleQueries[event.kind];
      void client.refetchQueries({
        include: 'active',
        onQueryUpdated: (query) => names.includes(query.queryName ?? ''),
      });
      if (announced.has(event.kind)) setLatest(event);
      listener.current?.(event);
    },
  });
  const dismiss = useCallback(() => setLatest(undefined), []);
  return { latest, dismiss };
}
