import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { site } from '@landman/content';
import { useEffect, useMemo, useRef, useState } from 'react';
import { addDays, dateIn } from '../features/booking/calendar-dates';
import { DayTimes } from '../features/booking/day-times';
import { MonthCalendar } from '../features/booking/month-calendar';
import { OpenSlotsPending, useOpenSlots } from '../features/booking/open-slots';
import { longTime, type SlotTimes, slotDays } from '../features/booking/slot-days';
import { TimeZoneField } from '../features/booking/time-zone-field';

/** Days of open times offered for a move (as the booking picker offers). */
const moveDays = 21;

export interface MeetingMoveProps {
  id: string;
  /** The visitor's zone: the calendar's days and times follow it; changeable here. */
  zone: string;
  onZone: (zone: string) => void;
  consultantTimeZone: string;
  /** Moves the call; rejects with the API's reason in its message. */
  onMove: (start: string) => Promise<void>;
  onClose: () => void;
}

/**
 * Move: the booking dialog's month calendar (open days marked, a WAI-ARIA grid) with the chosen
 * day's times beside it, then one confirmation before the call is moved. Focus follows as in
 * the dialog: the first open day, the first time once a day is chosen, then the confirmation.
 */
export function MeetingMove({
  id,
  zone,
  onZone,
  consultantTimeZone,
  onMove,
  onClose,
}: MeetingMoveProps) {
  const { slots, retry } = useOpenSlots(true, moveDays, zone);
  const [date, setDate] = useState<string>();
  const [timesTakeFocus, setTimesTakeFocus] = useState(false);
  const [chosen, setChosen] = useState<SlotTimes>();
  const [moving, setMoving] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (chosen) confirm.current?.focus();
  }, [chosen]);

  const ready = slots.kind === 'ready' ? slots.slots : undefined;
  const grouped = useMemo(() => (ready ? slotDays(ready, zone) : []), [ready, zone]);
  const openDates = useMemo(() => new Set(grouped.map((d) => d.date)), [grouped]);
  const day = grouped.find((d) => d.date === date);
  const today = dateIn(zone);
  const last = [addDays(today, moveDays), grouped.at(-1)?.date ?? today].sort().at(-1)!;

  const move = async () => {
    if (!chosen) return;
    setMoving(true);
    setError(undefined);
    try {
      await onMove(chosen.start);
    } catch (problem) {
      setError((problem as Error).message);
      setChosen(undefined);
      // The time may just have been taken: show what is open now.
      retry();
    } finally {
      setMoving(false);
    }
  };

  let body;
  if (slots.kind !== 'ready') {
    body = <OpenSlotsPending slots={slots} onRetry={retry} compact />;
  } else if (chosen) {
    body = (
      <Stack spacing={2}>
        <Typography>
          Move the call to <strong>{longTime(chosen.start, zone)}</strong>
          {zone === consultantTimeZone
            ? '?'
            : ` (${longTime(chosen.start, consultantTimeZone)} for ${site.name})?`}
        </Typography>
        <Stack direction="row" spacing={1.5}>
          <Button ref={confirm} variant="contained" onClick={() => void move()} disabled={moving}>
            {moving ? 'Moving…' : 'Move the call'}
          </Button>
          <Button onClick={() => setChosen(undefined)} disabled={moving}>
            Choose another time
          </Button>
        </Stack>
      </Stack>
    );
  } else if (grouped.length === 0) {
    body = (
      <Typography>
        No open times in the next {moveDays} days. Please call {site.name} at {site.phone}.
      </Typography>
    );
  } else {
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 200px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <MonthCalendar
            openDates={openDates}
            first={today}
            today={today}
            last={last}
            selected={date}
            initialFocus={date ?? grouped[0]!.date}
            onSelect={(picked) => {
              setDate(picked);
              setTimesTakeFocus(true);
            }}
            autoFocus={!date}
          />
          <TimeZoneField zone={zone} onZone={onZone} />
        </Stack>
        <Box sx={{ maxHeight: { sm: 420 }, overflowY: { sm: 'auto' }, p: 0.5 }}>
          {day ? (
            <DayTimes day={day} takeFocus={timesTakeFocus} onSlot={setChosen} />
          ) : (
            <Typography color="text.secondary">Choose a day to see its open times.</Typography>
          )}
        </Box>
      </Box>
    );
  }

  return (
    <Box
      id={id}
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}
      >
        <Typography id={`${id}-title`} variant="h6" component="h2">
          Choose a new time
        </Typography>
        <Button onClick={onClose} disabled={moving}>
          Keep the current time
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {body}
    </Box>
  );
}
