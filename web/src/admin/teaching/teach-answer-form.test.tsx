import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { TeachAnswerForm } from './teach-answer-form';

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

const refusal =
  'The answer names a figure the owner did not write: $450 an acre. Write the figure in your answer or leave it out.';

/** The API as the form sees it: records what is sent, answers, or refuses as guardrails do. */
function fakeApi(answer: 'ok' | 'refuse' | 'crash') {
  const sent: Sent[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        sent.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        if (answer === 'crash') {
          observer.error(new Error('Response not successful: Received status code 500'));
          return;
        }
        if (answer === 'refuse') {
          observer.next({
            errors: [
              {
                message: refusal,
                extensions: { code: 'BAD_USER_INPUT', fields: { answer: refusal } },
              },
            ],
          });
          observer.complete();
          return;
        }
        const input = operation.variables.input as { answer: string; questions: string[] };
        observer.next({
          data: {
            teachAnswer: {
              __typename: 'TaughtAnswer',
              id: 't1',
              answer: input.answer,
              href: null,
              hrefLabel: null,
              questions: input.questions,
              timesUsed: 0,
              helpfulVotes: 0,
              notHelpfulVotes: 0,
              createdAt: '2026-11-25T20:00:00.000Z',
              updatedAt: '2026-11-25T20:00:00.000Z',
            },
          },
        });
        observer.complete();
      }),
  );
  return { sent, client: new ApolloClient({ link, cache: new InMemoryCache() }) };
}

function renderForm(api: ReturnType<typeof fakeApi>, questions = ['Do you work in Alaska?']) {
  const onSaved = jest.fn();
  render(
    <ApolloProvider client={api.client}>
      <TeachAnswerForm
        initial={{ answer: '', href: '', questions }}
        groupId="group-7"
        onSaved={onSaved}
      />
    </ApolloProvider>,
  );
  return onSaved;
}

const form = () => screen.getByRole('form', { name: 'Teach an answer' });
const submit = () =>
  act(async () => {
    fireEvent.click(within(form()).getByRole('button', { name: 'Teach the assistant' }));
  });
const mutations = (sent: Sent[]) => sent.filter((s) => s.operationName === 'TeachAnswer');

describe('TeachAnswerForm', () => {
  it("starts from the visitors' words, lets the owner add and remove questions, and teaches", async () => {
    const api = fakeApi('ok');
    const onSaved = renderForm(api, ['Do you work in Alaska?', 'Can you help on the North Slope?']);
    expect((screen.getByLabelText('Question 1') as HTMLInputElement).value).toBe(
      'Do you work in Alaska?',
    );
    expect((screen.getByLabelText('Question 2') as HTMLInputElement).value).toBe(
      'Can you help on the North Slope?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.change(await screen.findByLabelText('Question 3'), {
      target: { value: 'Do you handle Alaska leases?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 2' }));
    fireEvent.change(screen.getByLabelText('Answer (plain text)'), {
      target: { value: '  No, I work in Texas, Louisiana, Oklahoma and New Mexico.  ' },
    });
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mutations(api.sent)).toEqual([
      {
        operationName: 'TeachAnswer',
        variables: {
          input: {
            answer: 'No, I work in Texas, Louisiana, Oklahoma and New Mexico.',
            href: null,
            questions: ['Do you work in Alaska?', 'Do you handle Alaska leases?'],
            groupId: 'group-7',
          },
        },
      },
    ]);
  });

  it('sends nothing while the form is not valid, and says what is missing', async () => {
    const api = fakeApi('ok');
    renderForm(api);
    await submit();
    await screen.findByText('Write an answer, or link to a page section.');
    expect(mutations(api.sent)).toEqual([]);
  });

  it("shows the API's refusal (its guardrails) plainly on the form", async () => {
    const api = fakeApi('refuse');
    const onSaved = renderForm(api);
    fireEvent.change(screen.getByLabelText('Answer (plain text)'), {
      target: { value: 'Leases there pay $450 an acre.' },
    });
    await submit();
    const alert = await within(form()).findByRole('alert');
    expect(alert.textContent).toContain('The assistant cannot use this answer');
    expect(alert.textContent).toContain(refusal);
    expect(onSaved).not.toHaveBeenCalled();
    // What was typed stays, to be corrected, and the field says what is wrong with it.
    const answer = screen.getByLabelText('Answer (plain text)') as HTMLTextAreaElement;
    expect(answer.value).toBe('Leases there pay $450 an acre.');
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(answer.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(refusal);
  });

  it('says a save failed, without calling it a refusal, when the server breaks', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi('crash');
    renderForm(api);
    fireEvent.change(screen.getByLabelText('Answer (plain text)'), {
      target: { value: 'No, I do not work in Alaska.' },
    });
    await submit();
    const alert = await within(form()).findByRole('alert');
    expect(alert.textContent).toBe('The answer could not be saved. Please try again.');
  });
});
