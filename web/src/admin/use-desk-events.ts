import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
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

/** Refetches the open queries with these names; settles once their answers are in. */
export type DeskRefresh = (names: readonly string[]) => Promise<void>;

const refreshers = new WeakMap<ApolloClient, DeskRefresh>();

/**
 * The one way the desk refreshes its open screens (after an event, a join, a sent message), one
 * refresh at a time, each with requests that start after it was asked for. Apollo gives a
 * refetch of a query whose request is still on its way that request's answer, and an answer
 * that arrives late overwrites a newer one: a lead saved while the inbox was loading stayed
 * missing until some later event, and a chat joined while an event's refresh was on its way
 * showed "Join the chat" again. So names asked for while a refresh runs are refetched once it
 * ends, and the last answer written is the newest.
 */
function deskRefresh(client: ApolloClient): DeskRefresh {
  let refresh = refreshers.get(client);
  if (!refresh) {
    refresh = serialRefresh(client);
    refreshers.set(client, refresh);
  }
  return refresh;
}

function serialRefresh(client: ApolloClient): DeskRefresh {
  const waiting = new Set<string>();
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const wanted = new Set(waiting);
    waiting.clear();
    running = Promise.resolve(
      client.refetchQueries({
        include: 'active',
        onQueryUpdated: (query) => wanted.has(query.queryName ?? ''),
      }),
    )
      // A failed query shows its own error; the refresh only has to end.
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return (names) => {
    names.forEach((name) => waiting.add(name));
    if (!running) return start();
    queued ??= running.then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };
}

/** The desk's refresh (deskRefresh) for the client the component is under. */
export function useDeskRefresh(): DeskRefresh {
  return deskRefresh(useApolloClient());
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
  const refresh = useDeskRefresh();
  const [latest, setLatest] = useState<DeskEvent | undefined>(undefined);
  const listener = useRef(onEvent);
  listener.current = onEvent;
  useSubscription(DeskEventsSubscription, {
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const event = data.data?.deskEvents;
      if (!event) return;
      void refresh(staleQueries[event.kind]);
      if (announced.has(event.kind)) setLatest(event);
      listener.current?.(event);
    },
  });
  const dismiss = useCallback(() => setLatest(undefined), []);
  return { latest, dismiss };
}
