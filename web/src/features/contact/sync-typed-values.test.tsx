import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ContactForm } from './contact-form';

function mockFetch() {
  const fetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve({ ok: true, status: 201, json: () => Promise.resolve({}) } as Response),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The server's HTML of the form in the document, filled in before any script ran. */
function serverRenderedForm(typed: Record<string, string>): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ContactForm />);
  document.body.appendChild(container);
  for (const [name, value] of Object.entries(typed)) {
    container.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value;
  }
  return container;
}

const typed = {
  name: 'Dana Ortiz',
  email: 'dana@example.com',
  message: 'Two tracts in Gregg County with an expiring lease.',
};

describe('a form used before it hydrates', () => {
  it('sends the Send press that was held back, with what was typed', async () => {
    const fetchMock = mockFetch();
    const container = serverRenderedForm(typed);
    const takeWaitingSubmit = jest.fn(() => true);
    const root = await act(async () =>
      hydrateRoot(container, <ContactForm takeWaitingSubmit={takeWaitingSubmit} />),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject(typed);
    expect(takeWaitingSubmit).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });

  it('keeps text typed before hydration, not the empty initial values', async () => {
    const fetchMock = mockFetch();
    // The visitor (or autofill) fills the server-rendered inputs before the script runs.
    const container = serverRenderedForm(typed);

    const root = await act(async () => hydrateRoot(container, <ContactForm />));
    fireEvent.click(screen.getByRole('button', { name: /send message/i }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject(typed);
    act(() => root.unmount());
    container.remove();
  });
});
