import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { longTime, longTimeOrZone } from '../../features/booking/slot-days';
import { deskFailureText } from '../desk-errors';
import type { AgendaQuery as AgendaData, MeetingStatus } from '../gql/graphql';
import { meetingTimes } from './agenda-days';
import { MarkMeetingDoneMutation, MarkMeetingNoShowMutation } from './agenda.queries';
import { CancelMeetingDialog } from './cancel-meeting-dialog';
import { MoveMeetingDialog } from './move-meeting-dialog';

export type AgendaMeeting = AgendaData['agenda'][number];

const statusLabel: Record<MeetingStatus, string> = {
  BOOKED: 'Booked',
  DONE: 'Done',
  NO_SHOW: 'No-show',
  CANCELLED: 'Cancelled',
};

const statusColor = {
  BOOKED: 'primary',
  DONE: 'success',
  NO_SHOW: 'warning',
  CANCELLED: 'default',
} as const satisfies Record<MeetingStatus, string>;

/** One meeting: who, when, what about, where it came from, and what the owner can do with it. */
export function MeetingCard({
  meeting,
  timeZone,
  now,
}: {
  meeting: AgendaMeeting;
  timeZone: string;
  now: number;
}) {
  const [dialog, setDialog] = useState<'move' | 'cancel'>();
  const [error, setError] = useState<string>();
  const [markDone, done] = useMutation(MarkMeetingDoneMutation);
  const [markNoShow, noShow] = useMutation(MarkMeetingNoShowMutation);
  const started = Date.parse(meeting.start) <= now;
  const open = meeting.status === 'BOOKED';
  const titleId = `meeting-${meeting.id}`;

  const mark = async (status: 'DONE' | 'NO_SHOW') => {
    setError(undefined);
    try {
      const variables = { id: meeting.id };
      await (status === 'DONE' ? markDone({ variables }) : markNoShow({ variables }));
    } catch (problem) {
      setError(deskFailureText(problem, 'The meeting could not be marked. Please try again.'));
    }
  };

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="agenda-meeting"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: { xs: 0.5, sm: 2 }, justifyContent: 'space-between' }}
      >
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {meetingTimes(meeting.start, meeting.end, timeZone)}
        </Typography>
        <Chip
          size="small"
          label={statusLabel[meeting.status]}
          color={statusColor[meeting.status]}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      </Stack>
      <Typography id={titleId} component="h3" variant="h6" sx={{ mt: 0.5 }}>
        {meeting.name}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        {meeting.email && <Link href={`mailto:${meeting.email}`}>{meeting.email}</Link>}
        {meeting.phone && <Link href={`tel:${meeting.phone}`}>{meeting.phone}</Link>}
      </Stack>
      {meeting.visitorTimeZone !== timeZone && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Their time: {longTimeOrZone(meeting.start, meeting.visitorTimeZone)}
        </Typography>
      )}
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {meeting.topic}
      </Typography>
      {meeting.cancelReason && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Reason: {meeting.cancelReason}
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}>
        {meeting.leadId && (
          <Button size="small" component={RouterLink} to={`/admin/leads/${meeting.leadId}`}>
            Lead
          </Button>
        )}
        {meeting.sessionId && (
          <Button
            size="small"
            component={RouterLink}
            to={`/admin/conversations/${meeting.sessionId}`}
          >
            Conversation
          </Button>
        )}
        {meeting.status !== 'CANCELLED' && started && (
          <>
            <Button
              size="small"
              variant="outlined"
              color="success"
              disabled={done.loading || meeting.status === 'DONE'}
              onClick={() => void mark('DONE')}
            >
              Mark done
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="warning"
              disabled={noShow.loading || meeting.status === 'NO_SHOW'}
              onClick={() => void mark('NO_SHOW')}
            >
              No-show
            </Button>
          </>
        )}
        {open && !started && (
          <>
            <Button size="small" variant="outlined" onClick={() => setDialog('move')}>
              Move
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => setDialog('cancel')}
            >
              Cancel
            </Button>
          </>
        )}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      {dialog === 'move' && (
        <MoveMeetingDialog
          meeting={meeting}
          timeZone={timeZone}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'cancel' && (
        <CancelMeetingDialog
          meeting={meeting}
          when={longTime(meeting.start, timeZone)}
          onClose={() => setDialog(undefined)}
        />
      )}
    </Paper>
  );
}
