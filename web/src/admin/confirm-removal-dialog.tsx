import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { deskFailureText } from './desk-errors';

/**
 * Asks before the desk removes something for good. It stays open, with the API's words, when
 * the removal fails; `onRemoved` runs once it succeeded.
 */
export function ConfirmRemovalDialog({
  open,
  title,
  children,
  failureText,
  remove,
  onClose,
  onRemoved,
  confirmLabel = 'Remove',
}: {
  open: boolean;
  title: string;
  /** What removing does, in the owner's words. */
  children: ReactNode;
  /** Shown when the API gave no message of its own. */
  failureText: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
  onRemoved: () => void;
  /** The confirming button's words (default "Remove"). */
  confirmLabel?: string;
}) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A refusal belongs to one attempt: the dialog opens again without it.
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const confirm = async () => {
    setError(null);
    setBusy(true);
    try {
      await remove();
      onRemoved();
    } catch (cause) {
      setError(deskFailureText(cause, failureText));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Keep it
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
