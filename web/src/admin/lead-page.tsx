import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { ConversationView } from './conversation-view';
import { LeadActions, OtherRequests } from './lead-actions';
import { LeadDocuments } from './lead-documents';
import { deskFailureText } from './desk-errors';
import { LeadQuery, UpdateLeadMutation } from './desk.queries';
import type { LeadQuery as LeadData, LeadStatus } from './gql/graphql';
import { deskTime, leadStatusLabel, leadStatuses } from './lead-status';
import { PersonDataActions } from './privacy/person-data-actions';

type Lead = NonNullable<LeadData['lead']>;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '8rem 1fr' }, gap: { sm: 2 } }}
    >
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Status and note, saved together. */
function LeadTriage({ lead }: { lead: Lead }) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState(lead.note ?? '');
  const [update, { loading }] = useMutation(UpdateLeadMutation);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // The status may change from outside the form ("e" in the list, Mark contacted, a bulk change).
  useEffect(() => setStatus(lead.status), [lead.status]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    try {
      await update({ variables: { id: lead.id, status, note } });
      setResult({ ok: true, text: 'Saved.' });
    } catch (cause) {
      setResult({
        ok: false,
        text: deskFailureText(cause, 'The lead could not be saved. Please try again.'),
      });
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void save(event)}>
      <TextField
        select
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as LeadStatus)}
        slotProps={{ select: { native: true } }}
      >
        {leadStatuses.map((value) => (
          <option key={value} value={value}>
            {leadStatusLabel[value]}
          </option>
        ))}
      </TextField>
      <TextField
        label="Note (only you see it)"
        multiline
        minRows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={loading}>
          {loading ? 'Saving…' : 'Save'}
        </Button>
      </Box>
      {result ? (
        <Alert severity={result.ok ? 'success' : 'error'} role="status">
          {result.text}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * One lead: what the visitor sent, its status and note, and the chat behind it. Beside the list
 * (`besideList`, 1200 px and wider) it needs no way back to the inbox.
 */
export function LeadPage({ besideList = false }: { besideList?: boolean }) {
  const { id = '' } = useParams();
  // The inbox's filters travel with the lead, so the way back (and its other requests) keep them.
  const { search } = useLocation();
  const query = useQuery(LeadQuery, { variables: { id }, fetchPolicy: 'network-only' });
  if (query.error) {
    return (
      <Alert severity="error">
        {deskFailureText(query.error, 'The lead could not be loaded. Please reload the page.')}
      </Alert>
    );
  }
  if (!query.data) return <CircularProgress aria-label="Loading the lead" />;
  const lead = query.data.lead;
  if (!lead) {
    return (
      <Alert severity="info">
        This lead does not exist.{' '}
        <Link component={RouterLink} to={`/admin${search}`}>
          Back to the inbox
        </Link>
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      {besideList ? null : (
        <Link component={RouterLink} to={`/admin${search}`}>
          ← Inbox
        </Link>
      )}
      <Stack spacing={1.5}>
        <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {lead.name}
        </Typography>
        <LeadActions lead={lead} />
      </Stack>
      <Paper sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
        <Stack component="dl" spacing={1.25} sx={{ m: 0 }}>
          <Detail label="Received">{deskTime(lead.createdAt)}</Detail>
          <Detail label="Source">{lead.source === 'CHAT' ? 'Chat' : 'Contact form'}</Detail>
          {lead.email ? (
            <Detail label="E-mail">
              <Link href={`mailto:${lead.email}`}>{lead.email}</Link>
            </Detail>
          ) : null}
          {lead.phone ? (
            <Detail label="Phone">
              <Link href={`tel:${lead.phone}`}>{lead.phone}</Link>
            </Detail>
          ) : null}
          {lead.company ? <Detail label="Company">{lead.company}</Detail> : null}
          {lead.interest ? <Detail label="Interest">{lead.interest}</Detail> : null}
          <Detail label="Message">{lead.message}</Detail>
        </Stack>
      </Paper>
      <OtherRequests others={lead.sameContact} search={search} />
      <LeadDocuments leadId={lead.id} documents={lead.documents} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          Status and note
        </Typography>
        <LeadTriage key={lead.id} lead={lead} />
      </Paper>
      {lead.sessionId || lead.conversation.length > 0 ? (
        <Paper sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
          <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            <Typography variant="h5" component="h2" sx={{ mr: 'auto' }}>
              Conversation
            </Typography>
            {lead.sessionId ? (
              <Link component={RouterLink} to={`/admin/conversations/${lead.sessionId}`}>
                Open the live chat
              </Link>
            ) : null}
          </Stack>
          <ConversationView messages={lead.conversation} />
        </Paper>
      ) : null}
      <PersonDataActions leadId={lead.id} name={lead.name} />
    </Stack>
  );
}
