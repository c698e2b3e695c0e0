import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bookingFormPath, site } from '@landman/content';
import { type FormEvent, useState } from 'react';
import { disclosureLinkProps } from '../../components/layout/disclosure-link';
import { type BookedMeeting, BookingError, bookMeeting, fetchSlots } from './booking-api';
import { SlotChoice } from './slot-choice';
import {
  longTime,
  type SlotDay,
  type SlotTimes,
  slotDays,
  visitorTimeZone,
  zoneCity,
} from './slot-days';

export interface SlotPickerProps {
  /** Days of open slots to offer. */
  days?: number;
}

type Step =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | {
      kind: 'days';
      days: SlotDay[];
      consultantTimeZone: string;
      day?: SlotDay;
      slot?: SlotTimes;
      notice?: string;
    }
  | { kind: 'booked'; meeting: BookedMeeting };

/**
 * The "Free Consultation" slot picker: open days, then times in the visitor's own zone (the
 * consultant's named), then name, contact and topic; booked at once, or, when another visitor
 * was quicker, the next open times offered in its place.
 */
export function SlotPicker({ days = 21 }: SlotPickerProps) {
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const zone = typeof window === 'undefined' ? 'UTC' : visitorTimeZone('UTC');

  const open = async () => {
    setStep({ kind: 'loading' });
    setError(undefined);
    try {
      const from = new Date();
      const found = await fetchSlots(from, new Date(from.getTime() + days * 86_400_000), zone);
      setStep({
        kind: 'days',
        days: slotDays(found.availableSlots, zone),
        consultantTimeZone: found.bookingTimeZone,
      });
    } catch (problem) {
      setError((problem as Error).message);
      setStep({ kind: 'closed' });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.kind !== 'days' || !step.slot) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    setSending(true);
    setError(undefined);
    try {
      const meeting = await bookMeeting({
        start: step.slot.start,
        timeZone: zone,
        name: text('name'),
        email: text('email'),
        phone: text('phone'),
        topic: text('topic'),
      });
      setStep({ kind: 'booked', meeting });
    } catch (problem) {
      const refusal = problem as BookingError;
      if (refusal instanceof BookingError && refusal.code === 'SLOT_TAKEN') {
        setStep({
          kind: 'days',
          days: slotDays(refusal.nextSlots, zone),
          consultantTimeZone: step.consultantTimeZone,
          notice: refusal.message,
        });
      } else setError(refusal.message);
    } finally {
      setSending(false);
    }
  };

  if (step.kind === 'closed' || step.kind === 'loading') {
    return (
      <Box sx={{ mt: 1.5 }}>
        {/* Without JavaScript (or should this island's code fail to load) the link leads to
            the server-rendered booking form; once hydrated, the picker opens in place. */}
        <Button
          variant="contained"
          color="secondary"
          {...disclosureLinkProps(bookingFormPath, () => void open())}
          disabled={step.kind === 'loading'}
        >
          {step.kind === 'loading' ? 'Finding open times…' : 'Pick a time'}
        </Button>
        {error && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {error}
          </Alert>
        )}
      </Box>
    );
  }

  if (step.kind === 'booked') {
    const { meeting } = step;
    return (
      <Alert severity="success" sx={{ mt: 1.5 }} role="status">
        <Typography component="p" sx={{ fontWeight: 600 }}>
          Booked: {longTime(meeting.start, zone)}
        </Typography>
        <Typography component="p" variant="body2">
          That is {longTime(meeting.start, meeting.consultantTimeZone)} for {site.name}. The
          invitation is on its way by e-mail.
        </Typography>
        {meeting.manageToken && (
          <Link href={`/meetings/${meeting.manageToken}`}>Move or cancel this call</Link>
        )}
      </Alert>
    );
  }

  const { day, slot } = step;
  return (
    <Box sx={{ mt: 1.5 }} aria-live="polite">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Times are in your zone ({zoneCity(zone)}). {site.name} works on{' '}
        {zoneCity(step.consultantTimeZone)} time.
      </Typography>
      {step.notice && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {step.notice}
        </Alert>
      )}
      {step.days.length === 0 ? (
        <Typography>
          No open times in the next {days} days. Please call {site.phone} or send the form.
        </Typography>
      ) : (
        <SlotChoice
          days={step.days}
          day={day}
          slot={slot}
          onDay={(d) => setStep({ ...step, day: d, slot: undefined })}
          onSlot={(s) => setStep({ ...step, slot: s })}
        />
      )}
      {slot && (
        <Box component="form" onSubmit={submit} sx={{ mt: 2 }} aria-label="Your details">
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{longTime(slot.start, zone)}</Typography>
          <Stack spacing={1.5}>
            <TextField
              name="name"
              label="Name"
              required
              size="small"
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              name="email"
              label="E-mail"
              type="email"
              size="small"
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
            <TextField
              name="phone"
              label="Phone"
              type="tel"
              size="small"
              slotProps={{ htmlInput: { maxLength: 40 } }}
              helperText="An e-mail or a phone number, or both."
            />
            <TextField
              name="topic"
              label="What would you like to discuss?"
              required
              multiline
              minRows={2}
              size="small"
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            {error && <Alert severity="error">{error}</Alert>}
            <Button type="submit" variant="contained" disabled={sending}>
              {sending ? 'Booking…' : 'Book this time'}
            </Button>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
