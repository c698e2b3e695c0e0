import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { site } from '@landman/content';
import { ContactForm } from './contact-form';
import { contactSendFailed } from './contact-failure-text';

type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

/** Just what submitContact reads from a fetch Response (jsdom has no Response class). */
function jsonResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  } as Response;
}

function htmlResponse(status: number): Response {
  return {
    ok: false,
    status,
    json: () => Promise.reject(new SyntaxError('Unexpected token <')),
  } as unknown as Response;
}

function mockFetch(impl: () => Promise<Response>): FetchMock {
  const fetchMock: FetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => impl());
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const field = (label: RegExp) => screen.getByLabelText(label);

function fillRequired() {
  fireEvent.change(field(/full name/i), { target: { value: '  Dana Ortiz ' } });
  fireEvent.change(field(/email address/i), { target: { value: 'dana@example.com' } });
  fireEvent.change(field(/project details/i), {
    target: { value: 'Royalties on our Rusk County tract have been in suspense since probate.' },
  });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /send message/i }));

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ContactForm', () => {
  it('has the spec fields with the right input types and required markers', () => {
    render(<ContactForm />);
    expect((field(/full name/i) as HTMLInputElement).required).toBe(true);
    expect(field(/email address/i).getAttribute('type')).toBe('email');
    expect(field(/phone number/i).getAttribute('type')).toBe('tel');
    expect(field(/project details/i).getAttribute('rows')).toBe('5');
    expect((field(/company/i) as HTMLInputElement).required).toBe(false);
    const services = within(field(/service of interest/i)).getAllByRole('option');
    expect(services.map((o) => o.textContent)).toContain('Lithium & Renewables');
    const locations = within(field(/^location/i)).getAllByRole('option');
    expect(locations.map((o) => o.textContent)).toContain('Shreveport LA');
  });

  it('is also a plain HTML form that posts to its own page, so nothing typed goes in a URL', () => {
    const { container } = render(<ContactForm />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/contact');
    const names = Array.from(form.elements).map((element) => element.getAttribute('name'));
    for (const name of ['name', 'email', 'phone', 'company', 'service', 'location', 'message']) {
      expect(names).toContain(name);
    }
  });

  it('starts on the thank-you panel after a post without JavaScript', async () => {
    const onSendAnother = jest.fn();
    const { container } = render(<ContactForm sentOnArrival onSendAnother={onSendAnother} />);
    expect(screen.getByText('Thank you for your message!')).toBeTruthy();
    // Without JavaScript, "Send Another Message" still leads to an empty form.
    const again = screen.getByRole('button', { name: 'Send Another Message' });
    expect(again.closest('form')?.getAttribute('method')).toBe('get');
    expect(again.closest('form')?.getAttribute('action')).toBe('/contact');
    fireEvent.click(again);
    expect(await screen.findByLabelText(/full name/i)).toBeTruthy();
    expect(onSendAnother).toHaveBeenCalledTimes(1);
    expect(container.querySelector('form[method="post"]')).not.toBeNull();
  });

  it('shows a post the server refused again: what was typed, each message, cursor on the first', () => {
    render(
      <ContactForm
        served={{
          values: { name: 'Dana Ortiz', email: 'a..b@example.com', message: '' },
          errors: {
            email: 'Please enter a valid email address.',
            message: 'Project details are required.',
          },
        }}
      />,
    );
    expect(screen.getByText(/has not been sent yet/)).toBeTruthy();
    expect((field(/full name/i) as HTMLInputElement).value).toBe('Dana Ortiz');
    expect((field(/email address/i) as HTMLInputElement).value).toBe('a..b@example.com');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Project details are required.')).toBeTruthy();
    expect(field(/email address/i).getAttribute('aria-invalid')).toBe('true');
    expect(field(/full name/i).getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(field(/email address/i));
  });

  it('shows errors under name, email and message and sends nothing', async () => {
    const fetchMock = mockFetch(() => Promise.resolve(jsonResponse(201, {})));
    render(<ContactForm />);
    submit();
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter your email address')).toBeTruthy();
    expect(screen.getByText('Please tell us about your project')).toBeTruthy();
    expect(field(/full name/i).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows no error for fields tabbed past before a submit (issue 42), then shows them on submit', async () => {
    render(<ContactForm />);
    for (const label of [/full name/i, /email address/i, /phone number/i, /project details/i]) {
      fireEvent.focus(field(label));
      fireEvent.blur(field(label));
    }
    // A typed field validates the whole form: the untouched mistakes still wait for Send.
    fireEvent.change(field(/phone number/i), { target: { value: '5' } });
    fireEvent.blur(field(/phone number/i));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByText('Please enter your name')).toBeNull();
    expect(screen.queryByText('Please enter your email address')).toBeNull();
    expect(field(/full name/i).getAttribute('aria-invalid')).toBe('false');
    submit();
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter your email address')).toBeTruthy();
  });

  it('moves focus to the first invalid field after a failed submit, in page order', async () => {
    const fetchMock = mockFetch(() => Promise.resolve(jsonResponse(201, {})));
    render(<ContactForm />);
    submit();
    await screen.findByText('Please enter your name');
    await waitFor(() => expect(document.activeElement).toBe(field(/full name/i)));

    fireEvent.change(field(/full name/i), { target: { value: 'Dana Ortiz' } });
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field(/email address/i)));

    fireEvent.change(field(/email address/i), { target: { value: 'dana@example.com' } });
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field(/project details/i)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("moves focus to the first field the server's errors name, in page order", async () => {
    mockFetch(() =>
      Promise.resolve(
        jsonResponse(400, {
          error: 'Please check your input.',
          fields: { message: 'Project details are too long.', email: 'Not deliverable.' },
        }),
      ),
    );
    render(<ContactForm />);
    fillRequired();
    submit();
    expect(await screen.findByText('Not deliverable.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/email address/i)));
  });

  it('disables submit with "Sending..." while pending, then shows the thank-you panel', async () => {
    let respond: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          respond = resolve;
        }),
    );
    render(<ContactForm />);
    fillRequired();
    fireEvent.change(field(/service of interest/i), { target: { value: 'Suspense Minerals' } });
    submit();

    const sending = await screen.findByRole('button', { name: /sending\.\.\./i });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contacts');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Dana Ortiz',
      email: 'dana@example.com',
      phone: '',
      company: '',
      message: 'Royalties on our Rusk County tract have been in suspense since probate.',
      service: 'Suspense Minerals',
      location: '',
      referenceCode: '',
    });

    await act(async () => respond(jsonResponse(201, { id: '1' })));
    expect(await screen.findByText('Thank you for your message!')).toBeTruthy();
    // The panel says what happens next, when, and which papers to have ready.
    const panel = screen.getByTestId('contact-thank-you');
    expect(panel.textContent).toContain(`I will get back to you within ${site.replyTime}`);
    expect(panel.textContent).toMatch(/What happens next/);
    expect(panel.textContent).toMatch(/Division orders and your latest check stubs/);
    expect(screen.getByText(`I'll get back to you within ${site.replyTime}.`)).toBeTruthy();
    expect(screen.getByText('Message sent successfully!')).toBeTruthy();
    expect(screen.queryByLabelText(/full name/i)).toBeNull();
  });

  it('returns to an empty form with Send Another Message', async () => {
    mockFetch(() => Promise.resolve(jsonResponse(201, { id: '1' })));
    render(<ContactForm />);
    fillRequired();
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Send Another Message' }));
    expect((field(/full name/i) as HTMLInputElement).value).toBe('');
    expect((field(/project details/i) as HTMLTextAreaElement).value).toBe('');
  });

  it('says a server failure in plain words with other ways to reach me, and keeps the input', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => Promise.resolve(jsonResponse(500, { error: 'Database unavailable' })));
    render(<ContactForm />);
    fillRequired();
    submit();
    expect(await screen.findByText('Error sending message')).toBeTruthy();
    expect(screen.getByText(contactSendFailed)).toBeTruthy();
    expect(contactSendFailed).toContain(site.phone);
    expect(contactSendFailed).toContain(site.email);
    expect(screen.queryByText(/Database unavailable/)).toBeNull();
    expect(logged.mock.calls.flat().map(String).join(' ')).toContain('Database unavailable');
    expect((field(/email address/i) as HTMLInputElement).value).toBe('dana@example.com');
    expect(
      (screen.getByRole('button', { name: /send message/i }) as HTMLButtonElement).disabled,
    ).toBe(false);
    logged.mockRestore();
  });

  it("shows the server's readable text for a rate limit (429), not a status code", async () => {
    const limited =
      'We have received too many requests from you. Please wait 42 minutes and try again, or call or e-mail us directly.';
    mockFetch(() => Promise.resolve(jsonResponse(429, { error: limited })));
    render(<ContactForm />);
    fillRequired();
    submit();
    expect(await screen.findByText(limited)).toBeTruthy();
    expect(screen.queryByText(/status: 429/)).toBeNull();
    expect((field(/full name/i) as HTMLInputElement).value).toBe('  Dana Ortiz ');
  });

  it('never shows a bare "HTTP error! status" when the body has no error field', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => Promise.resolve(htmlResponse(502)));
    render(<ContactForm />);
    fillRequired();
    submit();
    expect(await screen.findByText(contactSendFailed)).toBeTruthy();
    expect(screen.queryByText(/HTTP error/)).toBeNull();
    logged.mockRestore();
  });

  it("shows a refusal the API explains (a 429) in the API's own words", async () => {
    const reason = 'Too many messages from this address. Please try again in an hour.';
    mockFetch(() => Promise.resolve(jsonResponse(429, { error: reason })));
    render(<ContactForm />);
    fillRequired();
    submit();
    expect(await screen.findByText(reason)).toBeTruthy();
  });

  it("puts the API's field errors on the fields", async () => {
    mockFetch(() =>
      Promise.resolve(
        jsonResponse(400, {
          error: 'Validation failed',
          fields: { email: ['email must be an email'], phone: 'phone is too long' },
        }),
      ),
    );
    render(<ContactForm />);
    fillRequired();
    submit();
    expect(await screen.findByText('email must be an email')).toBeTruthy();
    expect(screen.getByText('phone is too long')).toBeTruthy();
    expect(screen.getByText('Validation failed')).toBeTruthy();
  });

  it('keeps the honeypot out of reach of people, the keyboard and autofill', () => {
    const { container } = render(<ContactForm />);
    const honeypot = container.querySelector<HTMLInputElement>('#contact-reference-code')!;
    expect(honeypot.name).toBe('referenceCode');
    expect(honeypot.type).toBe('text');
    expect(honeypot.getAttribute('tabindex')).toBe('-1');
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    // Names autofill recognises as "the visitor's website" are exactly what it would fill in.
    expect(container.querySelector('input[name="website"], input[name="url"]')).toBeNull();
  });

  it('sends a filled honeypot to the server and shows what the server answers', async () => {
    const fetchMock = mockFetch(() => Promise.resolve(jsonResponse(201, { id: '1' })));
    const { container } = render(<ContactForm />);
    fillRequired();
    const honeypot = container.querySelector<HTMLInputElement>('#contact-reference-code')!;
    fireEvent.change(honeypot, { target: { value: 'http://spam.example' } });
    submit();
    expect(await screen.findByText('Thank you for your message!')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      name: 'Dana Ortiz',
      referenceCode: 'http://spam.example',
    });
  });
});
