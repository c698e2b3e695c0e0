import { fireEvent, render, screen } from '@testing-library/react';
import { ContactForm } from './contact-form';

type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

function jsonResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  } as Response;
}

/** Answers each call by its address: the uploads, then the request. */
function mockFetch(answer: (url: string, init?: RequestInit) => Response): FetchMock {
  const fetchMock: FetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(answer(String(input), init)),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const field = (label: RegExp) => screen.getByLabelText(label);

function fillRequired() {
  fireEvent.change(field(/full name/i), { target: { value: 'Dana Ortiz' } });
  fireEvent.change(field(/email address/i), { target: { value: 'dana@example.com' } });
  fireEvent.change(field(/project details/i), { target: { value: 'Is this lease fair?' } });
}

function choose(...files: File[]) {
  fireEvent.change(field(/documents/i), { target: { files } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /send message/i }));

afterEach(() => jest.restoreAllMocks());

describe('ContactForm with documents', () => {
  it('offers a file input that also posts without JavaScript (multipart, named documents)', () => {
    const { container } = render(<ContactForm />);
    const input = field(/documents/i) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.name).toBe('documents');
    expect(input.multiple).toBe(true);
    expect(input.accept).toContain('application/pdf');
    // Without HEIC in the list, an iPhone sends its photos as JPEG.
    expect(input.accept).not.toMatch(/heic/i);
    expect(container.querySelector('form')?.getAttribute('enctype')).toBe('multipart/form-data');
  });

  it('uploads each chosen file, then sends the request with their ids', async () => {
    let uploads = 0;
    const fetchMock = mockFetch((url) =>
      url === '/api/documents'
        ? jsonResponse(201, { id: `doc-${(uploads += 1)}` })
        : jsonResponse(201, { id: 'lead' }),
    );
    render(<ContactForm />);
    fillRequired();
    choose(
      new File(['%PDF-1.7'], 'lease.pdf', { type: 'application/pdf' }),
      new File(['jpeg'], 'stub.jpg', { type: 'image/jpeg' }),
    );
    submit();
    expect(await screen.findByText('Thank you for your message!')).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual(['/api/documents', '/api/documents', '/api/contacts']);
    const uploaded = fetchMock.mock.calls[0]![1]?.body as FormData;
    expect((uploaded.get('file') as File).name).toBe('lease.pdf');
    const request = JSON.parse(String(fetchMock.mock.calls[2]![1]?.body)) as {
      documentIds?: string[];
    };
    expect(request.documentIds).toEqual(['doc-1', 'doc-2']);
  });

  it('shows why a file was refused under the input, and sends nothing else', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(415, { error: 'Send a PDF, a JPEG, PNG, HEIC or TIFF image.' }),
    );
    render(<ContactForm />);
    fillRequired();
    choose(new File(['MZ'], 'setup.exe'));
    submit();
    const messages = await screen.findAllByText(
      'setup.exe: Send a PDF, a JPEG, PNG, HEIC or TIFF image.',
    );
    expect(messages.length).toBeGreaterThanOrEqual(1);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/documents']);
    expect(screen.queryByText('Thank you for your message!')).toBeNull();
  });
});
