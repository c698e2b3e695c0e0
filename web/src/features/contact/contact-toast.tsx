import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';

export interface ToastMessage {
  /** Distinguishes two toasts with the same text, so a repeat still shows. */
  id: number;
  severity: 'success' | 'error';
  title: string;
  description: string;
}

interface ContactToastProps {
  /** The latest toast; kept after closing so its text stays during the exit transition. */
  toast: ToastMessage | null;
  open: boolean;
  onClose: () => void;
}

/** At most one toast: a new one replaces whatever is showing. */
export function ContactToast({ toast, open, onClose }: ContactToastProps) {
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not dismiss a message the visitor may not have read.
    if (reason === 'clickaway') return;
    onClose();
  };
  return (
    <Snackbar
      key={toast?.id}
      open={open && toast !== null}
      onClose={handleClose}
      autoHideDuration={toast?.severity === 'error' ? null : 8000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {toast ? (
        <Alert
          onClose={onClose}
          severity={toast.severity}
          variant="filled"
          role={toast.severity === 'error' ? 'alert' : 'status'}
          sx={{ width: '100%', maxWidth: 480 }}
        >
          <AlertTitle>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
