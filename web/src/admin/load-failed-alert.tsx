import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { deskFailureText } from './desk-errors';

export interface LoadFailedAlertProps {
  error: unknown;
  /** What failed, in the owner's words, when the API's own message is not for him. */
  fallback: string;
  onRetry: () => void;
}

/** A desk screen's data that could not be loaded, with a retry. */
export function LoadFailedAlert({ error, fallback, onRetry }: LoadFailedAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {deskFailureText(error, fallback)}
    </Alert>
  );
}
