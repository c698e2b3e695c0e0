import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { deskFailureText } from '../desk-errors';
import { CancelMeetingAsOwnerMutation } from './agenda.queries';

/** Asks before cancelling, with a reason the visitor's cancellation e-mail carries. */
export function CancelMeetingDialog({
  meeting,
  when,
  onClose,
}: {
  meeting: { id: string; name: string };
  when: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [cancel, { loading }] = useMutation(CancelMeetingAsOwnerMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await cancel({ variables: { id: meeting.id, reason: reason.trim() || null } });
      onClose();
    } catch (problem) {
      setError(deskFailureText(problem, 'The meeting could not be cancelled. Please try again.'));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-meeting-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="cancel-meeting-title">Cancel the call with {meeting.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {when}. {meeting.name} gets an e-mail that removes the call from their calendar.
          </DialogContentText>
          <TextField
            label="Reason (in the e-mail)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Keep the call</Button>
          <Button type="submit" color="error" variant="contained" disabled={loading}>
            {loading ? 'Cancelling…' : 'Cancel the call'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
