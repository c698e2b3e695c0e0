/** What POST /api/documents answers for a stored file. */
export interface ChatDocumentReceipt {
  id: string;
  name: string;
  size: number;
  contentType: string;
}

export interface ChatDocumentUpload {
  /** Resolves with the receipt; rejects with an Error whose message a visitor can read. */
  done: Promise<ChatDocumentReceipt>;
  /** Stops an upload still on its way (its promise then rejects). */
  abort: () => void;
}

/**
 * Sends one file; `onProgress` gets the fraction sent (0 to 1) as it goes. Without a
 * sessionId (the meeting page) the file is tied to nothing until its id attaches it.
 */
export type UploadChatDocument = (
  file: File,
  sessionId: string | undefined,
  onProgress: (fraction: number) => void,
) => ChatDocumentUpload;

const unreachable = 'We could not reach the server. Please check your connection and try again.';

/**
 * Why an upload failed, in plain words: the API's own `{ error }` (415 wrong type, 413 too
 * large, 422 unreadable or infected, 429 too many, 503 scanner down), else the status.
 */
export function uploadFailureText(status: number, body: string): string {
  if (status === 0) return unreachable;
  try {
    const answer = JSON.parse(body) as { error?: unknown } | null;
    if (typeof answer?.error === 'string' && answer.error !== '') return answer.error;
  } catch {
    // Not JSON (a proxy's page): fall back to the status below.
  }
  if (status === 413) return 'The file is too large.';
  if (status === 429) return 'Too many uploads at once. Please wait a minute and try again.';
  return `The upload failed (status ${status}). Please try again.`;
}

/**
 * POST /api/documents with the chat's sessionId, so the file goes with the lead the chat
 * becomes. XMLHttpRequest rather than fetch: only it reports how much of the body is sent.
 */
export const uploadChatDocument: UploadChatDocument = (file, sessionId, onProgress) => {
  const request = new XMLHttpRequest();
  const done = new Promise<ChatDocumentReceipt>((resolve, reject) => {
    request.open('POST', '/api/documents');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const receipt = parseReceipt(request.responseText);
      if (request.status === 201 && receipt) resolve(receipt);
      else reject(new Error(uploadFailureText(request.status, request.responseText)));
    };
    request.onerror = () => reject(new Error(unreachable));
    request.onabort = () => reject(new Error('Upload cancelled.'));
    const body = new FormData();
    if (sessionId !== undefined) body.append('sessionId', sessionId);
    body.append('file', file, file.name);
    request.send(body);
  });
  return { done, abort: () => request.abort() };
};

/** Takes back an uploaded file; rejects with an Error a visitor can read. */
export type DiscardChatDocument = (id: string) => Promise<void>;

/**
 * DELETE /api/documents/:id: the receipt's id lets its uploader delete a file not sent yet, so
 * a removed chip does not go with the lead the chat becomes. 404 (already gone) and 409 (it
 * went with a message already: nothing to take back here) end the same way for the chip.
 */
export const discardChatDocument: DiscardChatDocument = (id) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('DELETE', `/api/documents/${encodeURIComponent(id)}`);
    request.setRequestHeader('Accept', 'application/json');
    request.onload = () => {
      if (request.status === 204 || request.status === 404 || request.status === 409) resolve();
      else reject(new Error(uploadFailureText(request.status, request.responseText)));
    };
    request.onerror = () => reject(new Error(unreachable));
    request.send();
  });

function parseReceipt(body: string): ChatDocumentReceipt | undefined {
  try {
    const answer = JSON.parse(body) as Partial<ChatDocumentReceipt> | null;
    return typeof answer?.id === 'string' ? (answer as ChatDocumentReceipt) : undefined;
  } catch {
    return undefined;
  }
}
