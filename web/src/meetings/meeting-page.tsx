import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { site } from '@landman/content';
import { useEffect, useRef, useState } from 'react';
import { longTimeOrZone, visitorTimeZone } from '../features/booking/slot-days';
import { cancelMeeting, loadMeeting, moveMeeting, type VisitorMeeting } from './meeting-api';
import { AddToCalendar, MeetingDetails } from './meeting-details';
import { MeetingDocuments } from './meeting-documents';
import { MeetingMove } from './meeting-move';

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'shown'; meeting: VisitorMeeting; note?: string };

/** Which change the visitor has open: Move's calendar or Cancel's confirmation. */
type Change = 'move' | 'cancel' | undefined;

const movePanelId = 'meeting-move';
const cancelPanelId = 'meeting-cancel';

/**
 * A visitor's meeting behind the link in their e-mail, in the site's layout (the page's frame
 * is server-rendered; this fills its slot): who, when on both clocks, how long and how the call
 * happens, "Add to calendar", then Move and Cancel side by side until the change notice; after
 * it, a number to call.
 */
export function MeetingPage({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [change, setChange] = useState<Change>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [zone, setZone] = useState(() => visitorTimeZone('UTC'));
  const note = useRef<HTMLDivElement>(null);

  useEffect(() => {
    loadMeeting(token)
      .then((meeting) => setState(meeting ? { kind: 'shown', meeting } : { kind: 'missing' }))
      .catch(() => setState({ kind: 'missing' }));
  }, [token]);

  const shownNote = state.kind === 'shown' ? state.note : undefined;
  useEffect(() => {
    // The change is done and its panel gone: the cursor goes to what says so.
    if (shownNote) note.current?.focus();
  }, [shownNote]);

  const changed = (meeting: VisitorMeeting, text: string) => {
    setState({ kind: 'shown', meeting, note: text });
    setChange(undefined);
  };

  const move = async (start: string) => {
    changed(
      await moveMeeting(token, start),
      'Moved. The updated invitation is on its way by e-mail.',
    );
  };

  const cancel = async () => {
    setBusy(true);
    setError(undefined);
    try {
      changed(await cancelMeeting(token, reason), 'Cancelled. Both calendars are updated.');
    } catch (problem) {
      setError((problem as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (which: Exclude<Change, undefined>) => {
    setError(undefined);
    setChange((open) => (open === which ? undefined : which));
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, color: 'primary.main', mb: 3 }}
      >
        Your consultation call
      </Typography>
      {state.kind === 'loading' && <Typography role="status">Loading your meeting…</Typography>}
      {state.kind === 'missing' && (
        <Alert severity="info">
          This link is not valid, or the meeting is over. To talk again, visit{' '}
          <Link href="/contact">the contact page</Link> or call {site.phone}.
        </Alert>
      )}
      {state.kind === 'shown' && (
        <Stack spacing={3}>
          {state.note && (
            <Alert severity="success" role="status" ref={note} tabIndex={-1}>
              {state.note}
            </Alert>
          )}
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}>
            <Stack spacing={3}>
              <MeetingDetails meeting={state.meeting} zone={zone} />
              {state.meeting.status === 'CANCELLED' ? (
                <Alert severity="info">
                  This call is cancelled. To find another time, visit{' '}
                  <Link href="/contact">the contact page</Link>.
                </Alert>
              ) : (
                <>
                  <Divider />
                  <AddToCalendar meeting={state.meeting} token={token} />
                  <Divider />
                  {Date.now() > Date.parse(state.meeting.changeDeadline) ? (
                    <Alert severity="info">
                      The call is too close to move or cancel online. Please call {site.name} at{' '}
                      <Link href={`tel:${site.phoneE164}`}>{site.phone}</Link>.
                    </Alert>
                  ) : (
                    <Box component="section" aria-labelledby="meeting-change-title">
                      <Typography
                        id="meeting-change-title"
                        variant="h6"
                        component="h2"
                        sx={{ mb: 0.5 }}
                      >
                        Need another time?
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                        You can move or cancel online until{' '}
                        {longTimeOrZone(state.meeting.changeDeadline, zone)}.
                      </Typography>
                      <Stack direction="row" spacing={1.5}>
                        <Button
                          variant={change === 'move' ? 'contained' : 'outlined'}
                          aria-expanded={change === 'move'}
                          aria-controls={change === 'move' ? movePanelId : undefined}
                          onClick={() => toggle('move')}
                          disabled={busy}
                        >
                          Move
                        </Button>
                        <Button
                          color="error"
                          variant={change === 'cancel' ? 'contained' : 'outlined'}
                          aria-expanded={change === 'cancel'}
                          aria-controls={change === 'cancel' ? cancelPanelId : undefined}
                          onClick={() => toggle('cancel')}
                          disabled={busy}
                        >
                          Cancel
                        </Button>
                      </Stack>
                      {change === 'move' && (
                        <Box sx={{ mt: 2 }}>
                          <MeetingMove
                            id={movePanelId}
                            zone={zone}
                            onZone={setZone}
                            consultantTimeZone={state.meeting.consultantTimeZone}
                            onMove={move}
                            onClose={() => setChange(undefined)}
                          />
                        </Box>
                      )}
                      {change === 'cancel' && (
                        <Stack
                          id={cancelPanelId}
                          component="section"
                          aria-label="Cancel the call"
                          spacing={1.5}
                          sx={{
                            mt: 2,
                            border: 1,
                            borderColor: 'divider',
                            borderRadius: 2,
                            p: { xs: 2, sm: 3 },
                          }}
                        >
                          <TextField
                            label="Reason for cancelling (optional)"
                            size="small"
                            value={reason}
                            onChange={(event) => setReason(event.target.value)}
                            slotProps={{ htmlInput: { maxLength: 1000 } }}
                            autoFocus
                          />
                          <Stack direction="row" spacing={1.5}>
                            <Button
                              color="error"
                              variant="contained"
                              disabled={busy}
                              onClick={() => void cancel()}
                            >
                              {busy ? 'Cancelling…' : 'Cancel the call'}
                            </Button>
                            <Button onClick={() => setChange(undefined)} disabled={busy}>
                              Keep the call
                            </Button>
                          </Stack>
                        </Stack>
                      )}
                    </Box>
                  )}
                </>
              )}
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          </Paper>
          <MeetingDocuments token={token} meeting={state.meeting} />
        </Stack>
      )}
    </Container>
  );
}
