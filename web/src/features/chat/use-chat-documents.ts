import { useCallback, useEffect, useRef, useState } from 'react';
import {
  discardChatDocument,
  type DiscardChatDocument,
  uploadChatDocument,
  type UploadChatDocument,
} from './chat-document-upload';

/** A file picked with the paperclip, as its chip shows it. */
export interface ChatDocument {
  key: number;
  name: string;
  size: number;
  /** removing: an uploaded file being deleted on the server (its × was pressed). */
  state: 'uploading' | 'uploaded' | 'removing' | 'failed';
  /** Fraction sent, 0 to 1, while uploading. */
  progress: number;
  error?: string;
}

/**
 * The chat's documents waiting to go with the visitor's next message. Each uploads as soon as
 * it is picked (with the chat's sessionId: the server ties it to the lead the chat becomes);
 * once a message is sent, the uploaded ones have gone with it and leave the box.
 */
export function useChatDocuments(
  sessionId: string,
  upload: UploadChatDocument = uploadChatDocument,
  discard: DiscardChatDocument = discardChatDocument,
) {
  const [documents, setDocuments] = useState<readonly ChatDocument[]>([]);
  const nextKey = useRef(0);
  const aborts = useRef(new Map<number, () => void>());
  /** The server's id of each uploaded file, by chip. */
  const ids = useRef(new Map<number, string>());

  const update = (key: number, change: Partial<ChatDocument>) =>
    setDocuments((current) =>
      current.map((doc) => (doc.key === key ? { ...doc, ...change } : doc)),
    );

  const add = (files: readonly File[]) => {
    for (const file of files) {
      const key = nextKey.current++;
      setDocuments((current) => [
        ...current,
        { key, name: file.name, size: file.size, state: 'uploading', progress: 0 },
      ]);
      const started = upload(file, sessionId, (progress) => update(key, { progress }));
      aborts.current.set(key, started.abort);
      started.done
        .then(
          (receipt) => {
            ids.current.set(key, receipt.id);
            update(key, { state: 'uploaded', progress: 1 });
          },
          (error: Error) => update(key, { state: 'failed', error: error.message }),
        )
        .finally(() => aborts.current.delete(key));
    }
  };

  /**
   * Drops a chip. One still uploading is stopped; one uploaded is deleted on the server first,
   * or it would still go with the lead the chat becomes (the server attaches the chat's
   * uploads). If that fails the chip stays, saying so, for another try.
   */
  const remove = (key: number) => {
    const drop = () => setDocuments((current) => current.filter((doc) => doc.key !== key));
    const id = ids.current.get(key);
    if (id === undefined) {
      aborts.current.get(key)?.();
      drop();
      return;
    }
    update(key, { state: 'removing', error: undefined });
    discard(id).then(
      () => {
        ids.current.delete(key);
        drop();
      },
      (error: Error) => update(key, { state: 'uploaded', error: `Not removed: ${error.message}` }),
    );
  };

  /** After a message is sent: the uploaded documents went with it. */
  const sent = useCallback(
    () => setDocuments((current) => current.filter((doc) => doc.state !== 'uploaded')),
    [],
  );

  // Uploads still running when the panel closes are stopped.
  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((abort) => abort());
  }, []);

  return { documents, add, remove, sent };
}
