import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { ForgetPersonDialog } from './forget-person-dialog';

const leadId = 'a1111111-1111-4111-8111-111111111111';

/** A stand-in API counting one person's data; `refuse` makes forgetting fail with its words. */
function renderDialog(options: { refuse?: { code: string; message: string } } = {}) {
  const forgets: unknown[] = [];
  const forgotten = jest.fn();
  const closed = jest.fn();
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        if (operation.operationName === 'PersonDataSummary') {
          observer.next({
            data: {
              personDataSummary: {
                contacts: 2,
                chatSessions: 1,
                chatMessages: 14,
                meetings: 1,
                futureMeetings: 1,
                subscriptions: 1,
                mails: 5,
              },
            },
          });
        } else if (operation.operationName === 'ForgetPerson') {
          forgets.push(operation.variables);
          observer.next(
            options.refuse
              ? ({
                  data: null,
                  errors: [
                    { message: options.refuse.message, extensions: { code: options.refuse.code } },
                  ],
                } as ApolloLink.Result)
              : {
                  data: {
                    forgetPerson: {
                      forgottenAt: '2026-11-29T07:00:00.000Z',
                      deleted: { contacts: 2, meetings: 1, futureMeetings: 1 },
                    },
                  },
                },
          );
        }
        observer.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ForgetPersonDialog
        open
        leadId={leadId}
        name="Jordan Quill"
        onClose={closed}
        onForgotten={forgotten}
      />
    </ApolloProvider>,
  );
  return { forgets, forgotten, closed };
}

describe('ForgetPersonDialog', () => {
  it('says what will be deleted, and forgets the person only once confirmed', async () => {
    const api = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Forget Jordan Quill?' });
    await within(dialog).findByText(/This deletes 2 requests \(leads\); 1 chat with 14 messages;/);
    expect(dialog.textContent).toContain(
      '1 meeting (1 is still to come: cancelled first, and they are e-mailed the cancellation)',
    );
    expect(dialog.textContent).toContain('their blog subscription; 5 e-mails sent or queued.');
    expect(api.forgets).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Forget this person' }));
    await waitFor(() => expect(api.forgotten).toHaveBeenCalledTimes(1));
    expect(api.forgets).toEqual([{ leadId }]);
  });

  it("stays open with the API's words when forgetting is refused, and Keep it closes it", async () => {
    const api = renderDialog({
      refuse: {
        code: 'CONFLICT',
        message: 'Their meetings are cancelled, but the e-mail telling them has not been sent yet.',
      },
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forget this person' }));
    await within(dialog).findByText(/the e-mail telling them has not been sent yet/);
    expect(api.forgotten).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.closed).toHaveBeenCalledTimes(1);
  });
});
