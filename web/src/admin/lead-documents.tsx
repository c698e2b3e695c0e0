import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { describeDocument } from '@landman/content';
import { useEffect, useState } from 'react';
import { deskFailureText } from './desk-errors';
import { KeepLeadDocumentMutation, KeepLeadDocumentsMutation } from './desk.queries';
import { LeadDocumentPreviewsQuery } from './lead-documents.queries';
import type { LeadQuery } from './gql/graphql';

type LeadDocument = NonNullable<LeadQuery['lead']>['documents'][number];

/** How often the desk asks for a PDF preview still being drawn, and for how long after upload. */
const previewPollMs = 2_000;
const previewDrawingMs = 2 * 60_000;

/** Browsers show these inline; TIFF and HEIC are downloaded to be opened. */
const previewable = new Set(['image/jpeg', 'image/png']);

/**
 * The documents the visitor sent with the request: scanned, images without their location
 * data. Each downloads through the owner's session only; photos show a small preview, PDFs
 * their first page once the server has drawn it. Each is
 * deleted after the retention period (DOCUMENT_RETENTION_DAYS) unless the owner keeps it:
 * Keep / Kept per document, and one button for all of them.
 */
export function LeadDocuments({
  leadId,
  documents,
}: {
  leadId: string;
  documents: readonly LeadDocument[];
}) {
  // The answers carry { id kept }: the cache updates the lead's list by each document's id.
  const [keepOne, one] = useMutation(KeepLeadDocumentMutation);
  const [keepAll, all] = useMutation(KeepLeadDocumentsMutation);
  const hasPdf = documents.some((document) => document.contentType === 'application/pdf');
  const [polling, setPolling] = useState(false);
  const previews = useQuery(LeadDocumentPreviewsQuery, {
    variables: { id: leadId },
    skip: !hasPdf,
    pollInterval: polling ? previewPollMs : 0,
  });
  const drawn = previews.data?.lead?.documents ?? [];
  const previewOf = new Map(drawn.map((document) => [document.id, document.previewUrl]));
  // The server draws a PDF's first page just after its upload: a lead opened from its e-mail
  // at once asks again until the page is there (or the PDF is too old to be still drawing).
  const stillDrawing = drawn.some(
    (document) =>
      document.contentType === 'application/pdf' &&
      !document.previewUrl &&
      Date.now() - Date.parse(document.createdAt) < previewDrawingMs,
  );
  useEffect(() => setPolling(stillDrawing), [stillDrawing]);
  if (documents.length === 0) return null;
  const busy = one.loading || all.loading;
  const failure = one.error ?? all.error;
  const allKept = documents.every((document) => document.kept);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h2" sx={{ mr: 'auto' }}>
          Documents
        </Typography>
        {documents.length > 1 ? (
          <Button
            size="small"
            disabled={busy}
            onClick={() => void keepAll({ variables: { leadId, kept: !allKept } }).catch(() => {})}
          >
            {allKept ? 'Let all go at the retention date' : 'Keep all'}
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Deleted automatically after the retention period unless you keep them.
      </Typography>
      {failure ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {deskFailureText(failure, 'The change was not saved. Please try again.')}
        </Alert>
      ) : null}
      <List dense aria-label="Documents sent with the request">
        {documents.map((document) => (
          <ListItem key={document.id} disableGutters>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              {previewable.has(document.contentType) ? (
                <img
                  src={document.url}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                />
              ) : previewOf.get(document.id) ? (
                // A PDF's first page, drawn by the server; opened full size in a tab.
                <a href={previewOf.get(document.id) ?? undefined} target="_blank" rel="noreferrer">
                  <img
                    src={previewOf.get(document.id) ?? undefined}
                    alt={`First page of ${document.name}`}
                    width={64}
                    height={83}
                    loading="lazy"
                    style={{ objectFit: 'contain', border: '1px solid #ccc', borderRadius: 2 }}
                  />
                </a>
              ) : null}
              <span>
                <Link href={document.url} download={document.name}>
                  {document.name}
                </Link>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {' '}
                  ({describeDocument(document)})
                </Typography>
              </span>
              <Button
                size="small"
                variant={document.kept ? 'contained' : 'outlined'}
                // The visible word first (what a voice user says), then which document.
                aria-label={`${document.kept ? 'Kept' : 'Keep'}: ${document.name}`}
                title={
                  document.kept
                    ? 'Kept past the retention period. Click to let it be deleted then.'
                    : 'Keep past the retention period'
                }
                disabled={busy}
                onClick={() =>
                  void keepOne({ variables: { id: document.id, kept: !document.kept } }).catch(
                    () => {},
                  )
                }
              >
                {document.kept ? 'Kept' : 'Keep'}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
