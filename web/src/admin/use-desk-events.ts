import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { DeskEventsSubscription } from './desk.queries';
import type { DeskEventsSubscription as DeskEventsData } from './gql/graphql';

export type DeskEvent = DeskEventsData['deskEvents'];

/** The open screens' queries each kind of event makes stale. */
const staleQueries: Record<DeskEvent['kind'], readonly string[]> = {
  NEW_LEAD: ['Leads'],
  PERSON_REQUESTED: ['DeskChats', 'DeskChat'],
  VISITOR_MESSAGE: ['DeskChats', 'DeskChat'],
};

/**
 * Listens to deskEvents for as long as the owner is signed in, refreshes whatever open screen
 * the event concerns (the inbox, the chat list, a chat), and keeps the latest event to announce.
 */
export function useDeskEvents(): { latest: DeskEvent | undefined; dismiss: () => void } {
  const client = useApolloClient();
  const [latest, setLatest] = useState<DeskEvent | undefined>(undefined);
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
      if (event.kind !== 'VISITOR_MESSAGE') setLatest(event);
    },
  });
  const dismiss = useCallback(() => setLatest(undefined), []);
  return { latest, dismiss };
}
