import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  addMonths,
  clampDate,
  dateAfterKey,
  dayTitle,
  monthOf,
  monthTitle,
  monthWeeks,
  weekdayNames,
} from './calendar-dates';

export interface MonthCalendarProps {
  /** The days with open times; the others are shown but cannot be chosen. */
  openDates: ReadonlySet<string>;
  /** The days focus can reach: today to the end of the booking window. */
  first: string;
  last: string;
  selected?: string;
  /** Today's date on the visitor's clock, marked as the current date. */
  today?: string;
  /** Where focus starts (the selected day, or the first open one). */
  initialFocus: string;
  onSelect: (date: string) => void;
  /** Put the cursor on the grid's day once it shows. */
  autoFocus?: boolean;
}

/**
 * A month of days as a WAI-ARIA grid: one Tab stop (the roving day), arrows move a day or a
 * week, Home/End to the week's ends, PageUp/PageDown a month; Enter or Space chooses an open
 * day. Closed days stay reachable (aria-disabled), so the month reads as a calendar does.
 */
export function MonthCalendar({
  openDates,
  first,
  last,
  selected,
  initialFocus,
  onSelect,
  autoFocus,
  today,
}: MonthCalendarProps) {
  const [focused, setFocused] = useState(() => clampDate(initialFocus, first, last));
  const grid = useRef<HTMLTableElement>(null);
  // Focus follows the roving day only after a key in the grid (or on open), not on re-renders.
  const moveFocus = useRef(Boolean(autoFocus));
  const titleId = useId();
  const month = monthOf(focused);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent, date: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (openDates.has(date)) onSelect(date);
      return;
    }
    const next = dateAfterKey(event.key, date, event.shiftKey);
    if (next === undefined) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(clampDate(next, first, last));
  };

  const turn = (months: number) =>
    setFocused((date) => clampDate(addMonths(date, months), first, last));

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={titleId} component="h3" variant="h6" aria-live="polite">
          {monthTitle(month)}
        </Typography>
        <Stack direction="row">
          <IconButton
            aria-label="Previous month"
            disabled={month <= monthOf(first)}
            onClick={() => turn(-1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Next month"
            disabled={month >= monthOf(last)}
            onClick={() => turn(1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      </Stack>
      <Box
        component="table"
        role="grid"
        ref={grid}
        aria-labelledby={titleId}
        sx={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' }}
      >
        <thead>
          <tr>
            {weekdayNames().map(([short, long]) => (
              <Box
                component="th"
                key={long}
                scope="col"
                abbr={long}
                sx={{ fontSize: '0.75rem', fontWeight: 600, color: 'text.secondary', pb: 1 }}
              >
                {short}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) =>
                date ? (
                  <DayCell
                    key={date}
                    date={date}
                    open={openDates.has(date)}
                    selected={date === selected}
                    focused={date === focused}
                    today={date === today}
                    onClick={() => {
                      setFocused(date);
                      if (openDates.has(date)) onSelect(date);
                    }}
                    onKeyDown={(event) => onKeyDown(event, date)}
                  />
                ) : (
                  <td key={`pad-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

interface DayCellProps {
  date: string;
  open: boolean;
  selected: boolean;
  focused: boolean;
  today: boolean;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** One day: a bold tinted circle when open, filled when chosen, muted when closed. */
function DayCell({ date, open, selected, focused, today, onClick, onKeyDown }: DayCellProps) {
  return (
    <Box
      component="td"
      role="gridcell"
      data-date={date}
      tabIndex={focused ? 0 : -1}
      aria-selected={selected}
      aria-disabled={open ? undefined : true}
      aria-current={today ? 'date' : undefined}
      aria-label={`${dayTitle(date)}${open ? ', open times' : ', no open times'}`}
      onClick={onClick}
      onKeyDown={onKeyDown}
      sx={{
        p: 0.25,
        textAlign: 'center',
        cursor: open ? 'pointer' : 'default',
        outline: 'none',
        '&:focus-visible > span': (theme) => ({
          outline: `3px solid ${theme.palette.secondary.main}`,
          outlineOffset: 1,
        }),
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 40,
          maxWidth: '100%',
          aspectRatio: '1',
          borderRadius: '50%',
          ...(today ? { textDecoration: 'underline', textUnderlineOffset: 4 } : {}),
          fontWeight: open ? 700 : 400,
          color: selected
            ? theme.palette.primary.contrastText
            : open
              ? theme.palette.primary.main
              : theme.palette.text.secondary,
          backgroundColor: selected
            ? theme.palette.primary.main
            : open
              ? alpha(theme.palette.primary.main, 0.1)
              : 'transparent',
          ...(open && !selected
            ? { '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.2) } }
            : {}),
        })}
      >
        {Number(date.slice(8))}
      </Box>
    </Box>
  );
}
