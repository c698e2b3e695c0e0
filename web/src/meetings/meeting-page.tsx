import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { site } from '@landman/content';
import { useEffect, useState } from 'react';
import { fetchSlots } from '../features/booking/booking-api';
import { SlotChoice } from '../features/booking/slot-choice';
import {
  longTime,
  type SlotDay,
  slotDays,
  visitorTimeZone,
  zoneCity,
} from '../features/booking/slot-days';
import { cancelMeeting, loadMeeting, moveMeeting, type VisitorMeeting } from './meeting-api';

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'shown'; meeting: VisitorMeeting; note?: string };

/**
 * A visitor's meeting behind the link in their e-mail: when it is (their zone, and the
 * consultant's), and Move or Cancel until the change notice; after it, a number to call.
 */
export function MeetingPage({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [error, setError] = useState<string>();
  const [days, setDays] = useState<SlotDay[]>();
  const [day, setDay] = useState<SlotDay>();
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const zone = visitorTimeZone('UTC');

  useEffect(() => {
    loadMeeting(token)
      .then((meeting) => setState(meeting ? { kind: 'shown', meeting } : { kind: 'missing' }))
      .catch(() => setState({ kind: 'missing' }));
  }, [token]);

  const act = async (work: () => Promise<VisitorMeeting>, note: string) => {
    setBusy(true);
    setError(undefined);
    try {
      setState({ kind: 'shown', meeting: await work(), note });
      setDays(undefined);
      setDay(undefined);
    } catch (problem) {
      setError((problem as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const showTimes = async () => {
    setError(undefined);
    try {
      const from = new Date();
      const found = await fetchSlots(from, new Date(from.getTime() + 21 * 86_400_000), zone);
      setDays(slotDays(found.availableSlots, zone));
    } catch (problem) {
      setError((problem as Error).message);
    }
  };

  return (
    <Container maxWidth="sm" component="main" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 3 }}>
        Your consultation call
      </Typography>
      {state.kind === 'loading' && <Typography>Loading your meeting…</Typography>}
      {state.kind === 'missing' && (
        <Alert severity="info">
          This link is not valid, or the meeting is over. To talk again, visit{' '}
          <Link href="/contact">the contact page</Link> or call {site.phone}.
        </Alert>
      )}
      {state.kind === 'shown' && (
        <Stack spacing={2.5}>
          {state.note && (
            <Alert severity="success" role="status">
              {state.note}
            </Alert>
          )}
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{longTime(state.meeting.start, zone)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {longTime(state.meeting.start, state.meeting.consultantTimeZone)} for {site.name} (
              {zoneCity(state.meeting.consultantTimeZone)} time). Topic: {state.meeting.topic}
            </Typography>
          </Box>
          {state.meeting.status === 'CANCELLED' ? (
            <Alert severity="info">
              This call is cancelled. To find another time, visit{' '}
              <Link href="/contact">the contact page</Link>.
            </Alert>
          ) : Date.now() > Date.parse(state.meeting.changeDeadline) ? (
            <Alert severity="info">
              The call is too close to move or cancel online. Please call {site.name} at{' '}
              <Link href={`tel:${site.phoneE164}`}>{site.phone}</Link>.
            </Alert>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                You can move or cancel online until {longTime(state.meeting.changeDeadline, zone)}.
              </Typography>
              <Box>
                <Button variant="outlined" onClick={showTimes} disabled={busy}>
                  Move
                </Button>
                {days && (
                  <Box sx={{ mt: 1.5 }}>
                    <SlotChoice
                      days={days}
                      day={day}
                      slot={undefined}
                      onDay={setDay}
                      disabled={busy}
                      onSlot={(s) =>
                        act(
                          () => moveMeeting(token, s.start),
                          'Moved. The updated invitation is on its way.',
                        )
                      }
                    />
                  </Box>
                )}
              </Box>
              <Stack spacing={1}>
                <TextField
                  label="Reason for cancelling (optional)"
                  size="small"
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 1000 } }}
                />
                <Box>
                  <Button
                    color="error"
                    variant="outlined"
                    disabled={busy}
                    onClick={() =>
                      act(
                        () => cancelMeeting(token, reason),
                        'Cancelled. Both calendars are updated.',
                      )
                    }
                  >
                    Cancel the call
                  </Button>
                </Box>
              </Stack>
            </>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      )}
    </Container>
  );
}
