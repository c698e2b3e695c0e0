import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { OpenSlotsPending, useOpenSlots } from '../../features/booking/open-slots';
import { SlotChoice } from '../../features/booking/slot-choice';
import { longTime, type SlotDay, type SlotTimes, slotDays } from '../../features/booking/slot-days';
import { deskFailureText } from '../desk-errors';
import { MoveMeetingMutation } from './agenda.queries';

/** Days of open slots the owner may move a meeting into. */
const moveWindowDays = 21;

/** Picks an open slot (the visitor's picker, in the consultant's zone) and moves the meeting. */
export function MoveMeetingDialog({
  meeting,
  timeZone,
  onClose,
}: {
  meeting: { id: string; name: string };
  timeZone: string;
  onClose: () => void;
}) {
  const { slots, retry } = useOpenSlots(true, moveWindowDays, timeZone);
  const days = useMemo(
    () => (slots.kind === 'ready' ? slotDays(slots.slots, timeZone) : undefined),
    [slots, timeZone],
  );
  const [day, setDay] = useState<SlotDay>();
  const [slot, setSlot] = useState<SlotTimes>();
  const [error, setError] = useState<string>();
  const [move, { loading }] = useMutation(MoveMeetingMutation, { refetchQueries: ['Agenda'] });

  const confirm = async () => {
    if (!slot) return;
    setError(undefined);
    try {
      await move({ variables: { id: meeting.id, start: slot.start } });
      onClose();
    } catch (problem) {
      setError(deskFailureText(problem, 'The meeting could not be moved. Please try again.'));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="move-meeting-title" fullWidth maxWidth="sm">
      <DialogTitle id="move-meeting-title">Move the call with {meeting.name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Open times in your zone. {meeting.name} gets the updated invite by e-mail.
        </DialogContentText>
        <OpenSlotsPending slots={slots} onRetry={retry} compact />
        {days?.length === 0 && (
          <Typography>No open times in the next {moveWindowDays} days.</Typography>
        )}
        {days && days.length > 0 && (
          <SlotChoice
            days={days}
            day={day}
            slot={slot}
            onDay={(d) => {
              setDay(d);
              setSlot(undefined);
            }}
            onSlot={setSlot}
          />
        )}
        {slot && (
          <Typography sx={{ fontWeight: 600, mt: 2 }}>{longTime(slot.start, timeZone)}</Typography>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep the time</Button>
        <Button variant="contained" disabled={!slot || loading} onClick={() => void confirm()}>
          {loading ? 'Moving…' : 'Move the call'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
