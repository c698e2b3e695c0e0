import { describeDocument } from '@landman/content';

/** What the consultant's e-mail says of a document sent with a lead (never its contents). */
export interface MailedDocument {
  name: string;
  contentType: string;
  pages: number | null;
  size: number;
}

/** "Lease.pdf (PDF, 3 pages, 1.2 MB)", one line each. */
export function documentLines(documents: readonly MailedDocument[]): string[] {
  return documents.map((document) => `${document.name} (${describeDocument(document)})`);
}
