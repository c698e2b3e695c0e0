import { FakeXmlHttpRequest } from '../../lib/testing/fake-xml-http-request';
import { uploadChatDocument, uploadFailureText } from './chat-document-upload';

let uninstall: () => void;
beforeEach(() => {
  uninstall = FakeXmlHttpRequest.install();
});
afterEach(() => uninstall());

const lease = () => new File(['%PDF-1.4 lease'], 'lease.pdf', { type: 'application/pdf' });

describe('uploadChatDocument', () => {
  it('posts the file with the chat session id and resolves with the receipt', async () => {
    const progress: number[] = [];
    const { done } = uploadChatDocument(lease(), 'session-1', (fraction) =>
      progress.push(fraction),
    );
    const [request] = FakeXmlHttpRequest.sent;
    expect(request).toMatchObject({ method: 'POST', url: '/api/documents' });
    expect(request!.body!.get('sessionId')).toBe('session-1');
    expect((request!.body!.get('file') as File).name).toBe('lease.pdf');
    request!.progress(50, 200);
    request!.respond(201, {
      id: 'd1',
      name: 'lease.pdf',
      size: 14,
      contentType: 'application/pdf',
    });
    await expect(done).resolves.toEqual({
      id: 'd1',
      name: 'lease.pdf',
      size: 14,
      contentType: 'application/pdf',
    });
    expect(progress).toEqual([0.25]);
  });

  it.each([415, 413, 422, 429, 503])("rejects a %i with the API's own words", async (status) => {
    const { done } = uploadChatDocument(lease(), 's', () => undefined);
    FakeXmlHttpRequest.sent[0]!.respond(status, { error: `Refused (${status}) because of X.` });
    await expect(done).rejects.toThrow(`Refused (${status}) because of X.`);
  });

  it('says the server could not be reached when the network fails', async () => {
    const { done } = uploadChatDocument(lease(), 's', () => undefined);
    FakeXmlHttpRequest.sent[0]!.failNetwork();
    await expect(done).rejects.toThrow('We could not reach the server');
  });

  it('stops on abort', async () => {
    const upload = uploadChatDocument(lease(), 's', () => undefined);
    upload.abort();
    expect(FakeXmlHttpRequest.sent[0]!.aborted).toBe(true);
    await expect(upload.done).rejects.toThrow('Upload cancelled.');
  });
});

describe('uploadFailureText', () => {
  it('falls back to plain words when the body is not the API error shape', () => {
    expect(uploadFailureText(413, '<html>Request Entity Too Large</html>')).toBe(
      'The file is too large.',
    );
    expect(uploadFailureText(502, '')).toBe('The upload failed (status 502). Please try again.');
  });
});
