import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { DeskGate } from './desk-gate';
import { csvExportHref } from './inbox-page';

type Answer = { data?: Record<string, unknown>; errors?: Record<string, unknown>[] };

/** A stand-in API: who is signed in, and what each sign-in attempt gets back. */
function fakeApi(session: { ownerExists: boolean }, signInAnswers: Answer[] = []) {
  const signIns: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        if (operation.operationName === 'DeskSession') {
          observer.next({ data: { ownerExists: session.ownerExists, me: null } });
        } else if (operation.operationName === 'SignIn') {
          signIns.push(operation.variables);
          observer.next((signInAnswers.shift() ?? { data: null }) as ApolloLink.Result);
        }
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/admin']}>
        <DeskGate />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return { signIns };
}

const refusal = (code: string, message: string): Answer => ({
  errors: [{ message, extensions: { code } }],
});

async function signIn(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('DeskGate', () => {
  it('explains the owner:add command while no owner exists, with no sign-in form', async () => {
    fakeApi({ ownerExists: false });
    await screen.findByRole('heading', { name: 'Set up the desk' });
    expect(screen.getByText('npm run owner:add -- --email EMAIL')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it("shows the API's words for a wrong password and for too many attempts", async () => {
    const wrong = 'The e-mail address, password or code is not correct.';
    const limited = 'Too many sign-in attempts. Please wait 15 minutes before trying again.';
    fakeApi({ ownerExists: true }, [
      refusal('INVALID_CREDENTIALS', wrong),
      refusal('TOO_MANY_REQUESTS', limited),
    ]);
    await signIn('owner@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(wrong);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByText(limited)).closest('[role="alert"]')).not.toBeNull();
  });

  it('offers the optional authenticator code from the start, and sends it only when filled in', async () => {
    const wrong = 'The e-mail address, password or code is not correct.';
    const { signIns } = fakeApi({ ownerExists: true }, [
      refusal('INVALID_CREDENTIALS', wrong),
      refusal('INVALID_CREDENTIALS', wrong),
    ]);
    await signIn('owner@example.com', 'right password');
    await screen.findByText(wrong);
    const code = screen.getByLabelText(/Authenticator code/) as HTMLInputElement;
    expect(code.required).toBe(false);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(signIns).toHaveLength(2));
    expect(signIns).toEqual([
      { email: 'owner@example.com', password: 'right password' },
      { email: 'owner@example.com', password: 'right password', totp: '123456' },
    ]);
  });
});

describe('csvExportHref', () => {
  it('carries the inbox filters, and none when there are none', () => {
    expect(csvExportHref(undefined, '')).toBe('/api/admin/leads.csv');
    expect(csvExportHref('CONTACTED', 'Rusk & Smith')).toBe(
      '/api/admin/leads.csv?status=CONTACTED&search=Rusk+%26+Smith',
    );
  });
});
