import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { deskFailureText } from '../desk-errors';
import { NewCalendarFeedUrlMutation, RevokeCalendarFeedMutation } from './agenda.queries';

/**
 * The private calendar feed: the API keeps only a hash of its token, so the address is shown
 * once, when made; making a new one or turning the feed off stops the old address working.
 */
export function CalendarFeedCard({ hasFeed }: { hasFeed: boolean }) {
  const [url, setUrl] = useState<string>();
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string>();
  const [make, making] = useMutation(NewCalendarFeedUrlMutation, {
    refetchQueries: ['AgendaSettings'],
  });
  const [revoke, revoking] = useMutation(RevokeCalendarFeedMutation, {
    refetchQueries: ['AgendaSettings'],
  });

  const run = async (action: () => Promise<void>) => {
    setError(undefined);
    setCopied(false);
    try {
      await action();
    } catch (problem) {
      setError(
        deskFailureText(problem, 'The calendar feed could not be changed. Please try again.'),
      );
    }
  };
  const makeNew = () =>
    run(async () => {
      const answer = await make();
      setUrl(answer.data?.newCalendarFeedUrl);
    });
  const turnOff = () =>
    run(async () => {
      await revoke();
      setUrl(undefined);
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setError('The browser did not allow copying: select the address and copy it.');
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="calendar-feed" sx={{ p: 2 }}>
      <Typography id="calendar-feed" component="h2" variant="h6">
        Calendar feed
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        A private address Google Calendar, Apple Calendar or Outlook can subscribe to. Anyone with
        it sees your meetings: keep it to yourself.
        {hasFeed && !url && ' A feed is on; its address was shown when it was made.'}
      </Typography>
      {url && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mb: 1.5 }}>
          <TextField
            label="Feed address"
            value={url}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="contained" onClick={() => void copy()} sx={{ flexShrink: 0 }}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </Stack>
      )}
      {url && (
        <Typography variant="body2" sx={{ mb: 1.5 }} role="status">
          Copy it now: it is shown only this once. {copied && 'Copied to the clipboard.'}
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" disabled={making.loading} onClick={() => void makeNew()}>
          {hasFeed ? 'Make a new address' : 'Make a feed address'}
        </Button>
        {hasFeed && (
          <Button
            variant="outlined"
            color="error"
            disabled={revoking.loading}
            onClick={() => void turnOff()}
          >
            Turn the feed off
          </Button>
        )}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}
