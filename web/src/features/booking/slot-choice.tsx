import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SlotDay, SlotTimes } from './slot-days';

export interface SlotChoiceProps {
  days: readonly SlotDay[];
  day: SlotDay | undefined;
  slot: SlotTimes | undefined;
  onDay: (day: SlotDay) => void;
  onSlot: (slot: SlotTimes) => void;
  /** Times can't be picked (a change is being saved). */
  disabled?: boolean;
}

/**
 * Open days, then that day's times, as toggle buttons: the listing the visitor's slot picker,
 * the meeting page's "Move" and the desk's "move meeting" dialog share.
 */
export function SlotChoice({ days, day, slot, onDay, onSlot, disabled }: SlotChoiceProps) {
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Days">
        {days.map((d) => (
          <Button
            key={d.date}
            size="small"
            variant={d.date === day?.date ? 'contained' : 'outlined'}
            aria-pressed={d.date === day?.date}
            onClick={() => onDay(d)}
          >
            {d.label}
          </Button>
        ))}
      </Stack>
      {day && (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}
          role="group"
          aria-label="Times"
        >
          {day.slots.map((s) => (
            <Button
              key={s.start}
              size="small"
              variant={s.start === slot?.start ? 'contained' : 'outlined'}
              color="secondary"
              aria-pressed={s.start === slot?.start}
              disabled={disabled}
              onClick={() => onSlot(s)}
            >
              {s.time}
            </Button>
          ))}
        </Stack>
      )}
    </>
  );
}
