import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SubscribeForm } from './subscribe-form';

/** A fetch answering `status` with a JSON body (jsdom has no Response: only what the form reads). */
function answer(status: number, body: object) {
  return jest.fn().mockResolvedValue({
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  });
}

describe('SubscribeForm', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('without JavaScript is a plain form posting to the server page', () => {
    const { container } = render(<SubscribeForm />);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/blog/subscribe');
    expect(screen.getByLabelText('E-mail address').getAttribute('name')).toBe('email');
  });

  it('with JavaScript sends the request to the API and confirms in place, focused', async () => {
    const fetchMock = answer(202, { message: 'Check your inbox for a link to confirm.' });
    global.fetch = fetchMock;
    render(<SubscribeForm />);
    fireEvent.change(screen.getByLabelText('E-mail address'), {
      target: { value: 'reader@example.com' },
    });
    fireEvent.click(screen.getByLabelText('A weekly digest'));
    const submitted = fireEvent.submit(screen.getByRole('button', { name: /subscribe/i }));
    // The browser's own submit (a page load) was cancelled.
    expect(submitted).toBe(false);
    const confirmation = await screen.findByRole('status');
    expect(confirmation.textContent).toContain('Check your inbox for a link to confirm.');
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(screen.queryByRole('button', { name: /subscribe/i })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter/subscriptions',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'reader@example.com', frequency: 'weekly' }),
      }),
    );
  });

  it("shows the server's refusal under the field and keeps the form", async () => {
    global.fetch = answer(400, { error: 'Please enter a valid email address.' });
    render(<SubscribeForm />);
    fireEvent.change(screen.getByLabelText('E-mail address'), {
      target: { value: 'reader@example' },
    });
    fireEvent.submit(screen.getByRole('button', { name: /subscribe/i }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please enter a valid email address.',
    );
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
  });
});
