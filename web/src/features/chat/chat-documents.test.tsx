import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FakeXmlHttpRequest } from '../../lib/testing/fake-xml-http-request';
import { ChatComposer } from './chat-composer';

let uninstall: () => void;
beforeEach(() => {
  uninstall = FakeXmlHttpRequest.install();
});
afterEach(() => uninstall());

function renderComposer() {
  const sent: string[] = [];
  render(<ChatComposer onSend={(text) => sent.push(text)} inputRef={null} sessionId="session-7" />);
  return sent;
}

function pick(...files: File[]) {
  fireEvent.change(screen.getByTestId('chat-documents-input'), { target: { files } });
}

const file = (name: string, bytes: number, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

const chip = (name: string) =>
  screen.getByText(name, { selector: '.chat-document-name' }).closest('li') as HTMLElement;

describe("the chat's paperclip", () => {
  it('opens a picker for PDF, JPEG, PNG and TIFF', () => {
    renderComposer();
    const input = screen.getByTestId<HTMLInputElement>('chat-documents-input');
    const clicked = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Attach documents' }));
    expect(clicked).toHaveBeenCalled();
    expect(input.accept.split(',')).toEqual(
      expect.arrayContaining(['application/pdf', 'image/jpeg', 'image/png', 'image/tiff']),
    );
  });

  it('uploads each picked file with the session id, shows its progress, then sends it with the next message', async () => {
    const sent = renderComposer();
    pick(file('lease.pdf', 3 * 1024), file('stub.png', 2 * 1024 * 1024, 'image/png'));
    expect(FakeXmlHttpRequest.sent.map((request) => request.body!.get('sessionId'))).toEqual([
      'session-7',
      'session-7',
    ]);
    expect(within(chip('lease.pdf')).getByText('3 KB')).toBeTruthy();
    expect(within(chip('stub.png')).getByText('2.0 MB')).toBeTruthy();
    act(() => FakeXmlHttpRequest.sent[0]!.progress(1, 4));
    expect(within(chip('lease.pdf')).getByRole('status').textContent).toBe('Uploading 25%');
    await act(async () =>
      FakeXmlHttpRequest.sent[0]!.respond(201, {
        id: 'd1',
        name: 'lease.pdf',
        size: 3072,
        contentType: 'application/pdf',
      }),
    );
    expect(within(chip('lease.pdf')).getByRole('status').textContent).toMatch(/next message/);

    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Here is my lease' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(sent).toEqual(['Here is my lease']);
    // The uploaded one went with the message; the one still uploading stays.
    expect(screen.queryByText('lease.pdf')).toBeNull();
    expect(chip('stub.png')).toBeTruthy();
  });

  it("shows a refusal in the API's words on the file's chip", async () => {
    renderComposer();
    pick(file('virus.pdf', 100));
    await act(async () =>
      FakeXmlHttpRequest.sent[0]!.respond(422, {
        error: 'virus.pdf looks infected and was not kept.',
      }),
    );
    expect(within(chip('virus.pdf')).getByRole('alert').textContent).toBe(
      'Not sent: virus.pdf looks infected and was not kept.',
    );
  });

  it('the × stops an upload still on its way and drops the chip', async () => {
    renderComposer();
    pick(file('deed.tif', 100, 'image/tiff'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove deed.tif' }));
    });
    expect(FakeXmlHttpRequest.sent[0]!.aborted).toBe(true);
    expect(screen.queryByText('deed.tif')).toBeNull();
  });
});

describe("removing an uploaded document from the chat's tray", () => {
  const uploaded = async (name: string, id: string) => {
    pick(file(name, 100));
    const upload = FakeXmlHttpRequest.sent.at(-1)!;
    await act(async () =>
      upload.respond(201, { id, name, size: 100, contentType: 'application/pdf' }),
    );
  };

  it('deletes it on the server (its receipt id), then drops the chip', async () => {
    renderComposer();
    await uploaded('lease.pdf', 'doc-id-1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove lease.pdf' }));
    const removal = FakeXmlHttpRequest.sent.at(-1)!;
    expect(removal).toMatchObject({ method: 'DELETE', url: '/api/documents/doc-id-1' });
    // Until the server answers, the chip stays, saying so.
    expect(within(chip('lease.pdf')).getByRole('status').textContent).toBe('Removing…');
    await act(async () => removal.respond(204, ''));
    expect(screen.queryByText('lease.pdf')).toBeNull();
  });

  it('keeps the chip, saying it still goes with the next message, when the delete fails', async () => {
    renderComposer();
    await uploaded('deed.pdf', 'doc-id-2');
    fireEvent.click(screen.getByRole('button', { name: 'Remove deed.pdf' }));
    await act(async () => FakeXmlHttpRequest.sent.at(-1)!.failNetwork());
    expect(within(chip('deed.pdf')).getByRole('alert').textContent).toBe(
      'Not removed: We could not reach the server. Please check your connection and try again. It goes with your next message.',
    );
    // Another try goes to the server again.
    fireEvent.click(screen.getByRole('button', { name: 'Remove deed.pdf' }));
    await act(async () => FakeXmlHttpRequest.sent.at(-1)!.respond(204, ''));
    expect(screen.queryByText('deed.pdf')).toBeNull();
  });

  it('drops the chip when the server already has nothing to remove (404, or 409: sent)', async () => {
    renderComposer();
    await uploaded('a.pdf', 'a1');
    await uploaded('b.pdf', 'b1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    await act(async () => FakeXmlHttpRequest.sent.at(-1)!.respond(404, { error: 'No such' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
    await act(async () => FakeXmlHttpRequest.sent.at(-1)!.respond(409, { error: 'Sent' }));
    expect(screen.queryByText('a.pdf')).toBeNull();
    expect(screen.queryByText('b.pdf')).toBeNull();
  });
});
