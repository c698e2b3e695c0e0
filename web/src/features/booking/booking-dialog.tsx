import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { site } from '@landman/content';
import { useId, useMemo, useState } from 'react';
import { BookedNotice } from './booked-notice';
import { type BookedMeeting, BookingError, bookMeeting } from './booking-api';
import { BookingSummary } from './booking-summary';
import { BookingDetailsForm, type BookingDetailsValues } from './booking-details-form';
import { addDays, dateIn } from './calendar-dates';
import { DayTimes } from './day-times';
import { MonthCalendar } from './month-calendar';
import { OpenSlotsPending, useOpenSlots } from './open-slots';
import { type SlotTimes, slotDays } from './slot-days';
import { TimeZoneField } from './time-zone-field';

export interface BookingDialogProps {
  open: boolean;
  onClose: () => void;
  onBooked: (meeting: BookedMeeting, zone: string) => void;
  /** The visitor's zone, as the browser reports it. */
  initialZone: string;
  /** Days of open slots to offer. */
  days: number;
}

/**
 * Booking as Calendly and Cal.com do it: a month with the open days marked and the chosen day's
 * times beside it, the visitor's zone shown and changeable; then the details; then the
 * confirmation. Full screen on phones. Focus follows the visitor: the first open day on open,
 * the first time once a day is chosen, the name field once a time is.
 */
export function BookingDialog({ open, onClose, onBooked, initialZone, days }: BookingDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [zone, setZone] = useState(initialZone);
  const { slots, retry, replace } = useOpenSlots(open, days, initialZone);
  const [date, setDate] = useState<string>();
  const [slot, setSlot] = useState<SlotTimes>();
  const [timesTakeFocus, setTimesTakeFocus] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<BookedMeeting>();

  const ready = slots.kind === 'ready' ? slots : undefined;
  const grouped = useMemo(() => (ready ? slotDays(ready.slots, zone) : []), [ready, zone]);
  const openDates = useMemo(() => new Set(grouped.map((d) => d.date)), [grouped]);
  const day = grouped.find((d) => d.date === date);
  const today = dateIn(zone);
  const sample = ready?.slots[0];
  const minutes = sample
    ? Math.round((Date.parse(sample.end) - Date.parse(sample.start)) / 60_000)
    : undefined;
  const lastOpen = grouped.at(-1)?.date ?? today;
  const last = [addDays(today, days), lastOpen].sort().at(-1)!;

  const chooseDay = (chosen: string) => {
    setDate(chosen);
    setTimesTakeFocus(true);
  };

  const book = async (values: BookingDetailsValues) => {
    if (!slot || !ready) return;
    setSending(true);
    setError(undefined);
    try {
      const meeting = await bookMeeting({ ...values, start: slot.start, timeZone: zone });
      setBooked(meeting);
      onBooked(meeting, zone);
    } catch (problem) {
      if (problem instanceof BookingError && problem.code === 'SLOT_TAKEN') {
        // Another visitor was quicker: offer the next open times in its place.
        replace(problem.nextSlots);
        setSlot(undefined);
        setDate(undefined);
        setNotice(problem.message);
      } else setError((problem as Error).message);
    } finally {
      setSending(false);
    }
  };

  const body = () => {
    if (booked) return <BookedNotice meeting={booked} zone={zone} />;
    if (slots.kind !== 'ready') return <OpenSlotsPending slots={slots} onRetry={retry} />;
    if (slot) {
      return (
        <Stack spacing={2}>
          <Box>
            <Button startIcon={<ArrowBackIcon />} onClick={() => setSlot(undefined)}>
              Back to the times
            </Button>
          </Box>
          <BookingDetailsForm
            onSubmit={(values) => void book(values)}
            sending={sending}
            error={error}
          />
        </Stack>
      );
    }
    return (
      <Stack spacing={2}>
        {notice && <Alert severity="warning">{notice}</Alert>}
        {grouped.length === 0 ? (
          <Typography>
            No open times in the next {days} days. Please call {site.phone} or send the form.
          </Typography>
        ) : (
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
                key={notice ?? ''}
                openDates={openDates}
                first={today}
                today={today}
                last={last}
                selected={date}
                initialFocus={date ?? grouped[0]!.date}
                onSelect={chooseDay}
                autoFocus={!date}
              />
              <TimeZoneField zone={zone} onZone={setZone} />
            </Stack>
            <Box sx={{ maxHeight: { sm: 420 }, overflowY: { sm: 'auto' }, p: 0.5 }}>
              {day ? (
                <DayTimes
                  day={day}
                  takeFocus={timesTakeFocus}
                  onSlot={(chosen) => {
                    setSlot(chosen);
                    setError(undefined);
                  }}
                />
              ) : (
                <Typography color="text.secondary">Choose a day to see its open times.</Typography>
              )}
            </Box>
          </Box>
        )}
      </Stack>
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle
        id={titleId}
        sx={{
          typography: 'h3',
          fontSize: { xs: '1.5rem', md: '1.75rem' },
          color: 'primary.main',
          pr: 7,
        }}
      >
        Book a free consultation
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          {ready ? (
            <BookingSummary
              minutes={minutes}
              zone={zone}
              consultantTimeZone={ready.consultantTimeZone}
              slot={slot}
            />
          ) : (
            <span />
          )}
          <div>{body()}</div>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
