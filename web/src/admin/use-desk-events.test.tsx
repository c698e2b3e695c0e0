import { ApolloProvider, useQuery } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import { fakeDeskApi } from './testing/fake-desk-api';
import { useDeskEvents } from './use-desk-events';

// Named as the inbox's query is (parsed here, so codegen does not take it for a second one).
const LeadsQuery = parse('query Leads { ownerExists }');

/** A stand-in API that counts the inbox's fetches; all its answers can be held (fakeDeskApi). */
function fakeApi() {
  const fetches = { Leads: 0 };
  const api = fakeDeskApi(() => {
    fetches.Leads += 1;
    return { data: { ownerExists: true } };
  });
  return { ...api, fetches };
}

function Inbox() {
  useQuery(LeadsQuery, { fetchPolicy: 'network-only' });
  const { latest } = useDeskEvents();
  return <p>{latest ? `announced ${latest.kind}` : 'nothing announced'}</p>;
}

/** The inbox, open, listening and loaded once. */
async function openInbox() {
  const api = fakeApi();
  render(
    <ApolloProvider client={api.client}>
      <Inbox />
    </ApolloProvider>,
  );
  await waitFor(() => expect(api.subscribed()).toBe(true));
  await waitFor(() => expect(api.fetches.Leads).toBe(1));
  return api;
}

describe('useDeskEvents', () => {
  it('reloads the open inbox when the subscription goes live, without announcing anything', async () => {
    const api = await openInbox();

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

  it('asks again after an event that came while the last answer was on its way', async () => {
    const api = await openInbox();

    // The second lead is saved while the inbox's request for the first is in flight: that
    // request may have read the table before it, so its answer cannot stand for both.
    api.holdAnswers(true);
    api.push({
      kind: 'NEW_LEAD',
      lead: { __typename: 'Lead', id: 'l1', name: 'Rae Dunn', message: 'Pooling notice' },
    });
    await waitFor(() => expect(api.fetches.Leads).toBe(2));
    api.push({
      kind: 'NEW_LEAD',
      lead: { __typename: 'Lead', id: 'l2', name: 'Rae', message: 'Following up' },
    });
    api.holdAnswers(false);
    await api.releaseAnswers();
    await waitFor(() => expect(api.fetches.Leads).toBe(3));
    // And no more than that: the refresh ran once for the event it had missed.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.fetches.Leads).toBe(3);
  });
});
