import { fireEvent, render, screen } from '@testing-library/react';
import { ContactForm } from './contact-form';

type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

const json = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: () => Promise.resolve(body) }) as Response;

function mockServer(token: () => Promise<Response>): FetchMock {
  const fetchMock: FetchMock = jest.fn((input: RequestInfo | URL) =>
    String(input) === '/api/contacts/form-token' ? token() : Promise.resolve(json(201, {})),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function fillAndSend() {
  const name = screen.getByLabelText(/full name/i);
  fireEvent.keyDown(name, { key: 'D' });
  fireEvent.change(name, { target: { value: 'Dana Ortiz' } });
  fireEvent.change(screen.getByLabelText(/email address/i), {
    target: { value: 'dana@example.com' },
  });
  fireEvent.change(screen.getByLabelText(/project details/i), {
    target: { value: 'Royalties on our Rusk County tract have been in suspense.' },
  });
  fireEvent.click(screen.getByRole('button', { name: /send message/i }));
}

const sentBody = (fetchMock: FetchMock) => {
  const post = fetchMock.mock.calls.find(([url]) => String(url) === '/api/contacts');
  return JSON.parse(String(post?.[1]?.body)) as Record<string, unknown>;
};

afterEach(() => jest.restoreAllMocks());

describe('the contact form token', () => {
  it('is fetched once, when the visitor first types, and sent with the form', async () => {
    const fetchMock = mockServer(() => Promise.resolve(json(200, { token: '123.abc' })));
    render(<ContactForm />);
    expect(fetchMock).not.toHaveBeenCalled();
    fillAndSend();
    expect(await screen.findByText('Thank you for your message!')).toBeTruthy();
    const tokenCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('form-token'));
    expect(tokenCalls).toHaveLength(1);
    expect(sentBody(fetchMock)).toMatchObject({ name: 'Dana Ortiz', formToken: '123.abc' });
  });

  it('does not stop the form when the token cannot be had', async () => {
    const fetchMock = mockServer(() => Promise.reject(new TypeError('offline')));
    render(<ContactForm />);
    fillAndSend();
    expect(await screen.findByText('Thank you for your message!')).toBeTruthy();
    expect(sentBody(fetchMock)).not.toHaveProperty('formToken');
  });
});
