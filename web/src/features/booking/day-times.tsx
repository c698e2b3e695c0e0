import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { dayTitle } from './calendar-dates';
import type { SlotDay, SlotTimes } from './slot-days';

export interface DayTimesProps {
  day: SlotDay;
  onSlot: (slot: SlotTimes) => void;
  /** Move the cursor to the first time when the day is shown (it was just chosen). */
  takeFocus?: boolean;
}

/** The chosen day's open times, one button each, in a column beside the calendar. */
export function DayTimes({ day, onSlot, takeFocus }: DayTimesProps) {
  const headingId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) first.current?.focus();
    // The day's date, not its object: a change of zone regroups the days but moves no focus.
  }, [day.date, takeFocus]);
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="body1" sx={{ fontWeight: 700, mb: 1 }}>
        {dayTitle(day.date)}
      </Typography>
      <Stack spacing={1} role="list" aria-label="Open times">
        {day.slots.map((slot, index) => (
          <div role="listitem" key={slot.start}>
            <Button
              ref={index === 0 ? first : undefined}
              variant="outlined"
              fullWidth
              onClick={() => onSlot(slot)}
              sx={{ fontWeight: 700, py: 1 }}
            >
              {slot.time}
            </Button>
          </div>
        ))}
      </Stack>
    </section>
  );
}
