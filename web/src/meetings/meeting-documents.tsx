import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { acceptedDocuments, formatFileSize } from '@landman/content';
import { useEffect, useRef, useState } from 'react';
import { call } from '../features/booking/booking-api';
import type { MeetingDocumentsQuery } from '../features/booking/gql/graphql';
import {
  discardChatDocument,
  type DiscardChatDocument,
  uploadChatDocument,
  type UploadChatDocument,
} from '../features/chat/chat-document-upload';
import {
  AddMeetingDocumentsMutation,
  MeetingDocumentsQuery as ListQuery,
} from './meeting-documents.queries';

type SentDocument = MeetingDocumentsQuery['meetingDocuments'][number];

/** A file on its way: uploading (with how much is sent), or refused with the reason. */
interface Pending {
  key: number;
  name: string;
  progress: number;
  error?: string;
}

/** What the section needs of the page's meeting. */
export interface MeetingForDocuments {
  start: string;
  status: string;
}

export interface MeetingDocumentsProps {
  token: string;
  meeting: MeetingForDocuments;
  /** Replaced in tests; the site's own upload (POST /api/documents) and its undo otherwise. */
  upload?: UploadChatDocument;
  discard?: DiscardChatDocument;
}

/**
 * The meeting page's documents: the lease, the deed or the check stub to read before the call.
 * Each file is uploaded (scanned on the server), then sent with the meeting by its manage
 * token; both refusals come in the server's words. Once the call has started (or when it is
 * cancelled) the server takes no more, and the section only lists what was sent.
 */
export function MeetingDocuments({
  token,
  meeting,
  upload = uploadChatDocument,
  discard = discardChatDocument,
}: MeetingDocumentsProps) {
  const [sent, setSent] = useState<readonly SentDocument[]>([]);
  const [pending, setPending] = useState<readonly Pending[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const open = meeting.status === 'BOOKED' && Date.now() < Date.parse(meeting.start);

  useEffect(() => {
    let current = true;
    call(ListQuery, { token })
      .then((data) => current && setSent(data.meetingDocuments))
      // The list is a courtesy; the meeting itself was loaded by the page.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token]);

  const change = (key: number, update: Partial<Pending> | undefined) =>
    setPending((all) =>
      update
        ? all.map((item) => (item.key === key ? { ...item, ...update } : item))
        : all.filter((item) => item.key !== key),
    );

  const send = async (file: File) => {
    const key = nextKey.current++;
    setPending((all) => [...all, { key, name: file.name, progress: 0 }]);
    let id: string;
    try {
      id = (await upload(file, undefined, (progress) => change(key, { progress })).done).id;
    } catch (error) {
      change(key, { error: (error as Error).message });
      return;
    }
    try {
      const answer = await call(AddMeetingDocumentsMutation, { token, documentIds: [id] });
      setSent(answer.addMeetingDocuments);
      change(key, undefined);
    } catch (error) {
      change(key, { error: (error as Error).message });
      // Not sent with the meeting: taken back at once rather than left for the daily purge.
      void discard(id).catch(() => undefined);
    }
  };

  if (!open && sent.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="meeting-documents-title">
      <Typography id="meeting-documents-title" variant="h6" component="h2">
        Documents for the call
      </Typography>
      {open ? (
        <Typography variant="body2" color="text.secondary">
          Send the lease, deed, division order or check stub you want to talk about (PDF, JPEG, PNG
          or TIFF), until the call starts. Each file is checked for viruses; photos are stored
          without their location data.
        </Typography>
      ) : null}
      {sent.length > 0 ? (
        <List dense aria-label="Documents sent with the meeting">
          {sent.map((document, index) => (
            <ListItem key={`${index}-${document.name}`} disableGutters>
              {document.name} ({formatFileSize(document.size)})
            </ListItem>
          ))}
        </List>
      ) : null}
      {pending.map((item) =>
        item.error ? (
          <Alert
            key={item.key}
            severity="error"
            sx={{ mt: 1 }}
            onClose={() => change(item.key, undefined)}
          >
            {item.name} was not sent: {item.error}
          </Alert>
        ) : (
          <Box key={item.key} sx={{ mt: 1 }} role="status">
            <Typography variant="body2">
              Sending {item.name}… {Math.round(item.progress * 100)}%
            </Typography>
            <LinearProgress
              variant="determinate"
              value={item.progress * 100}
              aria-label={`Sending ${item.name}`}
            />
          </Box>
        ),
      )}
      {open ? (
        <Box sx={{ mt: 1.5 }}>
          <Button variant="outlined" onClick={() => inputRef.current?.click()}>
            Add documents
          </Button>
          <input
            ref={inputRef}
            type="file"
            multiple
            hidden
            accept={acceptedDocuments}
            data-testid="meeting-documents-input"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              // The same file can be picked again after a refusal.
              event.target.value = '';
              files.forEach((file) => void send(file));
            }}
          />
        </Box>
      ) : null}
    </Box>
  );
}
