import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UploadChatDocument } from '../features/chat/chat-document-upload';
import { MeetingDocuments } from './meeting-documents';

const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString();
const booked = { start: inTwoDays, status: 'BOOKED' };

/** The GraphQL server as the page reaches it (plain fetch): its answers by operation. */
function fakeGraphql(answer: (operationName: string) => unknown) {
  const sent: { operationName: string; variables: Record<string, unknown> }[] = [];
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as (typeof sent)[number];
    sent.push(body);
    // What post-graphql reads of an answer (jsdom has no Response).
    return { status: 200, json: async () => answer(body.operationName) } as Response;
  }) as typeof fetch;
  return sent;
}

/** Uploads that the test finishes: each resolves with a receipt id, or fails with a reason. */
function fakeUploads() {
  const started: {
    name: string;
    session: string | undefined;
    finish: (outcome: string | Error) => void;
  }[] = [];
  const upload: UploadChatDocument = (file, session, onProgress) => {
    let finish: (outcome: string | Error) => void = () => undefined;
    const done = new Promise<{ id: string; name: string; size: number; contentType: string }>(
      (resolve, reject) => {
        finish = (outcome) => {
          onProgress(1);
          if (outcome instanceof Error) reject(outcome);
          else
            resolve({
              id: outcome,
              name: file.name,
              size: file.size,
              contentType: 'application/pdf',
            });
        };
      },
    );
    started.push({ name: file.name, session, finish: (outcome) => finish(outcome) });
    return { done, abort: () => undefined };
  };
  return { started, upload };
}

const pick = (...files: File[]) =>
  fireEvent.change(screen.getByTestId('meeting-documents-input'), { target: { files } });
const pdf = (name: string) => new File([new Uint8Array(2048)], name, { type: 'application/pdf' });

describe('MeetingDocuments (the meeting page)', () => {
  it('uploads a picked file, sends it with the meeting by its token, and lists it', async () => {
    const sent = fakeGraphql((operation) =>
      operation === 'MeetingDocuments'
        ? { data: { meetingDocuments: [] } }
        : {
            data: {
              addMeetingDocuments: [
                { name: 'lease.pdf', size: 2048, contentType: 'application/pdf' },
              ],
            },
          },
    );
    const uploads = fakeUploads();
    render(<MeetingDocuments token="tok-1" meeting={booked} upload={uploads.upload} />);
    pick(pdf('lease.pdf'));
    expect(uploads.started.map((u) => [u.name, u.session])).toEqual([['lease.pdf', undefined]]);
    expect(screen.getByRole('status').textContent).toMatch(/Sending lease.pdf/);
    await act(async () => uploads.started[0]!.finish('doc-1'));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        operationName: 'AddMeetingDocuments',
        variables: { token: 'tok-1', documentIds: ['doc-1'] },
        query: expect.stringContaining('addMeetingDocuments') as string,
      }),
    );
    const list = await screen.findByRole('list', { name: 'Documents sent with the meeting' });
    expect(list.textContent).toBe('lease.pdf (2 KB)');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows a refusal in the server's words and takes the upload back", async () => {
    fakeGraphql((operation) =>
      operation === 'MeetingDocuments'
        ? { data: { meetingDocuments: [] } }
        : {
            data: null,
            errors: [
              {
                message: 'At most 5 documents can be added to one meeting; this one has them all.',
                extensions: { code: 'BAD_USER_INPUT' },
              },
            ],
          },
    );
    const uploads = fakeUploads();
    const discarded: string[] = [];
    render(
      <MeetingDocuments
        token="tok-2"
        meeting={booked}
        upload={uploads.upload}
        discard={async (id) => void discarded.push(id)}
      />,
    );
    pick(pdf('sixth.pdf'), pdf('virus.pdf'));
    await act(async () => {
      uploads.started[0]!.finish('doc-6');
      uploads.started[1]!.finish(new Error('The virus scanner found something harmful in it.'));
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'sixth.pdf was not sent: At most 5 documents can be added to one meeting; this one has them all.',
      'virus.pdf was not sent: The virus scanner found something harmful in it.',
    ]);
    expect(discarded).toEqual(['doc-6']);
  });

  it('once the call has started, only lists what was sent; nothing at all when none was', async () => {
    fakeGraphql(() => ({
      data: {
        meetingDocuments: [{ name: 'deed.pdf', size: 4096, contentType: 'application/pdf' }],
      },
    }));
    const started = { start: new Date(Date.now() - 60_000).toISOString(), status: 'BOOKED' };
    const { unmount } = render(<MeetingDocuments token="tok-3" meeting={started} />);
    expect(
      (await screen.findByRole('list', { name: 'Documents sent with the meeting' })).textContent,
    ).toBe('deed.pdf (4 KB)');
    expect(screen.queryByRole('button', { name: 'Add documents' })).toBeNull();
    unmount();

    fakeGraphql(() => ({ data: { meetingDocuments: [] } }));
    const cancelled = { start: inTwoDays, status: 'CANCELLED' };
    const { container } = render(<MeetingDocuments token="tok-4" meeting={cancelled} />);
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
