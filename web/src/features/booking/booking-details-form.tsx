import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';

export interface BookingDetailsValues {
  name: string;
  email: string;
  phone: string;
  topic: string;
}

export interface BookingDetailsFormProps {
  onSubmit: (values: BookingDetailsValues) => void;
  sending: boolean;
  error?: string;
}

/** Name, how to reach the visitor, and the topic; the cursor starts in Name. */
export function BookingDetailsForm({ onSubmit, sending, error }: BookingDetailsFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    onSubmit({
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      topic: text('topic'),
    });
  };
  return (
    <Stack component="form" onSubmit={submit} aria-label="Your details" spacing={2}>
      <TextField
        name="name"
        label="Name"
        required
        autoFocus
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        slotProps={{ htmlInput: { maxLength: 40 } }}
        helperText="An e-mail or a phone number, or both."
      />
      <TextField
        name="topic"
        label="What would you like to discuss?"
        required
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" color="secondary" size="large" disabled={sending}>
        {sending ? 'Booking…' : 'Book this time'}
      </Button>
    </Stack>
  );
}
