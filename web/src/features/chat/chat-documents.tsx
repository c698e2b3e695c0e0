import { acceptedDocuments, formatFileSize } from '@landman/content';
import { useRef } from 'react';
import { ChatIcon } from './chat-icons';
import type { ChatDocument } from './use-chat-documents';

/**
 * The paperclip: opens the file picker (PDF, JPEG, PNG, TIFF). Without `onPick` (the page's
 * shell, before the chat's code) it is shown disabled, with no input to pick into.
 */
export function ChatAttachButton({ onPick }: { onPick?: (files: File[]) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="chat-icon-button chat-attach"
        aria-label="Attach documents"
        title="Attach a lease, deed or check stub (PDF, JPEG, PNG or TIFF)"
        disabled={!onPick}
        onClick={() => inputRef.current?.click()}
      >
        <ChatIcon name="attach" />
      </button>
      {onPick ? (
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          accept={acceptedDocuments}
          data-testid="chat-documents-input"
          onChange={(event) => {
            onPick(Array.from(event.target.files ?? []));
            // The same file can be picked again after it is removed.
            event.target.value = '';
          }}
        />
      ) : null}
    </>
  );
}

function chipStatus(doc: ChatDocument): string {
  if (doc.state === 'failed') return `Not sent: ${doc.error ?? 'the upload failed.'}`;
  if (doc.state === 'uploading') return `Uploading ${Math.round(doc.progress * 100)}%`;
  if (doc.state === 'removing') return 'Removing…';
  // A removal that failed: the file is still on its way with the next message.
  if (doc.error) return `${doc.error} It goes with your next message.`;
  return 'Ready to go with your next message';
}

/** The picked documents as small chips: name, size, how the upload is going, and a remove ×. */
export function ChatDocumentChips({
  documents,
  onRemove,
}: {
  documents: readonly ChatDocument[];
  onRemove: (key: number) => void;
}) {
  if (documents.length === 0) return null;
  return (
    <ul className="chat-documents" aria-label="Documents to send">
      {documents.map((doc) => (
        <li key={doc.key} className={`chat-document chat-document--${doc.state}`}>
          <span className="chat-document-name">{doc.name}</span>
          <span className="chat-document-size">{formatFileSize(doc.size)}</span>
          <span
            role={doc.state === 'failed' || doc.error ? 'alert' : 'status'}
            className="chat-document-status"
          >
            {chipStatus(doc)}
          </span>
          <button
            type="button"
            className="chat-icon-button chat-icon-button--small"
            aria-label={`Remove ${doc.name}`}
            disabled={doc.state === 'removing'}
            onClick={() => onRemove(doc.key)}
          >
            <ChatIcon name="close" size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}
