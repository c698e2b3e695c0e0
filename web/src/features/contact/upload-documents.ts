import { ContactSubmitError } from './submit-contact';

/** The file input's name: the same field the form posts without JavaScript. */
export const documentsFieldName = 'documents';

/** What the input offers to pick (shared with the chat's paperclip). */
export { acceptedDocuments } from '@landman/content';

/**
 * Sends each chosen file to POST /api/documents (checked and scanned there) and resolves with
 * their ids, for the request to carry. A refusal names the file and says why.
 */
export async function uploadDocuments(files: readonly File[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    const body = new FormData();
    body.append('file', file, file.name);
    let response: Response;
    try {
      response = await fetch('/api/documents', {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body,
      });
    } catch {
      throw new ContactSubmitError(
        'We could not reach the server. Please check your connection and try again.',
        undefined,
      );
    }
    const answer = (await response.json().catch(() => undefined)) as
      { id?: unknown; error?: unknown } | undefined;
    if (!response.ok || typeof answer?.id !== 'string') {
      const reason =
        typeof answer?.error === 'string' ? answer.error : `HTTP error! status: ${response.status}`;
      throw new ContactSubmitError(`${file.name}: ${reason}`, response.status);
    }
    ids.push(answer.id);
  }
  return ids;
}

/** The files chosen in the form's document input, if it has one. */
export function chosenDocuments(form: HTMLFormElement | null): File[] {
  const input = form?.elements.namedItem(documentsFieldName);
  return input instanceof HTMLInputElement && input.files ? Array.from(input.files) : [];
}
