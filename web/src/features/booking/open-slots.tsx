import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSlots } from './booking-api';
import { type SlotTimes } from './slot-days';

export type OpenSlots =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; slots: SlotTimes[]; consultantTimeZone: string };

/**
 * The open times of the next `days` days, asked for while `enabled` and again on `retry()`.
 * The zone goes with each request but a new zone asks nothing new: it only regroups the same
 * times (slotDays). `replace` puts times the API offered elsewhere (a time just taken) in place.
 */
export function useOpenSlots(enabled: boolean, days: number, zone: string) {
  const [slots, setSlots] = useState<OpenSlots>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const zoneAsked = useRef(zone);
  zoneAsked.current = zone;

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setSlots({ kind: 'loading' });
    const from = new Date();
    fetchSlots(from, new Date(from.getTime() + days * 86_400_000), zoneAsked.current).then(
      (found) =>
        current &&
        setSlots({
          kind: 'ready',
          slots: found.availableSlots,
          consultantTimeZone: found.bookingTimeZone,
        }),
      (problem: unknown) =>
        current && setSlots({ kind: 'failed', message: (problem as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [enabled, days, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (times: SlotTimes[]) =>
      setSlots((now) => (now.kind === 'ready' ? { ...now, slots: times } : now)),
    [],
  );
  return { slots, retry, replace };
}

/**
 * What to show while the open times are not there: a spinner while they are asked for, the
 * reason and "Try again" when asking failed; nothing once they are ready.
 */
export function OpenSlotsPending({
  slots,
  onRetry,
  compact = false,
}: {
  slots: OpenSlots;
  onRetry: () => void;
  /** In a row beside a small spinner (inside a page) rather than centred (a dialog's body). */
  compact?: boolean;
}) {
  if (slots.kind === 'loading') {
    return (
      <Stack
        direction={compact ? 'row' : 'column'}
        spacing={compact ? 1.5 : 2}
        sx={{ alignItems: 'center', py: compact ? 3 : 6 }}
      >
        <CircularProgress size={compact ? 24 : 40} aria-label="Finding open times" />
        <Typography color="text.secondary">Finding open times…</Typography>
      </Stack>
    );
  }
  if (slots.kind === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {slots.message}
      </Alert>
    );
  }
  return null;
}
