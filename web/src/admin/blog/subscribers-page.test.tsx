import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { SubscribersPage } from './subscribers-page';

const subscriber = (id: string, email: string) => ({
  __typename: 'Subscriber',
  id,
  email,
  status: 'CONFIRMED',
  frequency: 'EACH_POST',
  createdAt: '2026-11-02T15:00:00.000Z',
  confirmedAt: '2026-11-02T15:05:00.000Z',
});

/** A stand-in API holding two subscribers; `refuse` makes the next removal fail. */
function fakeApi(options: { refuse?: { code: string; message: string } } = {}) {
  let rows = [
    subscriber('a1111111-1111-4111-8111-111111111111', 'forget.me@example.com'),
    subscriber('b2222222-2222-4222-8222-222222222222', 'keep.me@example.com'),
  ];
  const removals: unknown[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        if (operation.operationName === 'BlogSubscribers') {
          observer.next({ data: { blogSubscribers: rows } });
        } else if (operation.operationName === 'RemoveBlogSubscriber') {
          removals.push(operation.variables);
          if (options.refuse) {
            observer.next({
              data: null,
              errors: [
                { message: options.refuse.message, extensions: { code: options.refuse.code } },
              ],
            } as ApolloLink.Result);
          } else {
            rows = rows.filter((row) => row.id !== operation.variables.id);
            observer.next({ data: { removeBlogSubscriber: true } });
          }
        }
        observer.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <SubscribersPage />
    </ApolloProvider>,
  );
  return { removals };
}

const table = () => screen.getByRole('table', { name: 'Subscribers' });

describe('SubscribersPage', () => {
  it('removes one subscriber after asking, and lists the others still', async () => {
    const api = fakeApi();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove forget.me@example.com' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove forget.me@example.com for good?',
    });
    expect(api.removals).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await screen.findByText('Removed forget.me@example.com.');
    expect(api.removals).toEqual([{ id: 'a1111111-1111-4111-8111-111111111111' }]);
    await waitFor(() => expect(within(table()).queryByText('forget.me@example.com')).toBeNull());
    expect(within(table()).getByText('keep.me@example.com')).toBeTruthy();
  });

  it('keeps the subscriber and says why when the API refuses, and Keep it closes the dialog', async () => {
    const api = fakeApi({ refuse: { code: 'NOT_FOUND', message: 'No subscriber has this id.' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove keep.me@example.com' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await within(dialog).findByText('No subscriber has this id.');
    expect(api.removals).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(table()).getByText('keep.me@example.com')).toBeTruthy();

    // Asked again, the dialog does not carry the last attempt's refusal.
    fireEvent.click(screen.getByRole('button', { name: 'Remove keep.me@example.com' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).queryByText('No subscriber has this id.')).toBeNull();
  });
});
