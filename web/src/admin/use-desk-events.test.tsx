import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import { Observable, type Subscriber } from 'rxjs';
import { useDeskEvents } from './use-desk-events';

// Named as the inbox's query is (parsed here, so codegen does not take it for a second one).
const LeadsQuery = parse('query Leads { ownerExists }');

/** A stand-in API: counts the inbox's fetches and lets the test push desk events. */
function fakeApi() {
  const fetches = { Leads: 0 };
  let events: Subscriber<ApolloLink.Result> | undefined;
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        if (operation.operationName === 'DeskEvents') {
          events = observer;
          return;
        }
        fetches.Leads += 1;
        observer.next({ data: { ownerExists: true } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const push = (event: Record<string, unknown>) =>
    act(() => {
      events?.next({
        data: {
          deskEvents: {
            __typename: 'DeskEvent',
            at: new Date().toISOString(),
            sessionId: null,
            lead: null,
            message: null,
            ...event,
          },
        },
      });
    });
  return { client, fetches, push, subscribed: () => events !== undefined };
}

function Inbox() {
  useQuery(LeadsQuery, { fetchPolicy: 'network-only' });
  const { latest } = useDeskEvents();
  return <p>{latest ? `announced ${latest.kind}` : 'nothing announced'}</p>;
}

describe('useDeskEvents', () => {
  it('reloads the open inbox when the subscription goes live, without announcing anything', async () => {
    const api = fakeApi();
    render(
      <ApolloProvider client={api.client}>
        <Inbox />
      </ApolloProvider>,
    );
    await waitFor(() => expect(api.subscribed()).toBe(true));
    await waitFor(() => expect(api.fetches.Leads).toBe(1));

    api.push({ kind: 'LIVE' });
    await waitFor(() => expect(api.fetches.Leads).toBe(2));
    expect(screen.getByText('nothing announced')).toBeTruthy();

    api.push({
      kind: 'NEW_LEAD',
      lead: { __typename: 'Lead', id: 'l1', name: 'Rae Dunn', message: 'Pooling notice' },
    });
    await screen.findByText('announced NEW_LEAD');
    await waitFor(() => expect(api.fetches.Leads).toBe(3));
  });
});
