import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { bookingFormPath } from '@landman/content';
import { useState } from 'react';
import { slotDays } from '../../features/booking/slot-days';
import { AvailabilityPreviewQuery } from './availability.queries';
import { LoadFailedAlert } from '../load-failed-alert';

/** How far the preview looks: two weeks show a weekly pattern and the dated changes near it. */
export const previewDays = 14;
const daysShown = 4;
const timesShown = 8;

/**
 * The open times visitors are offered now, from the saved settings (the public availableSlots),
 * on the owner's clock: what a change did, seen right after saving it.
 */
export function AvailabilityPreview({ timeZone }: { timeZone: string }) {
  const [range] = useState(() => {
    const from = new Date();
    return { from, to: new Date(from.getTime() + previewDays * 86_400_000) };
  });
  const { data, loading, error, refetch } = useQuery(AvailabilityPreviewQuery, {
    variables: { from: range.from.toISOString(), to: range.to.toISOString(), timeZone },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const slots = data?.availableSlots ?? [];
  const days = slotDays(slots, timeZone);

  return (
    <Paper
      component="section"
      aria-labelledby="availability-preview"
      sx={{ p: { xs: 1.5, sm: 3 }, border: 1, borderColor: 'divider' }}
      data-testid="availability-preview"
    >
      <Typography id="availability-preview" component="h2" variant="h6">
        Next open times
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        What visitors are offered now, from the saved settings and the meetings already booked, on
        your clock.
      </Typography>
      {error ? (
        <LoadFailedAlert
          error={error}
          fallback={'The open times could not be loaded.'}
          onRetry={() => void refetch()}
        />
      ) : null}
      {loading ? <CircularProgress size={24} aria-label="Loading the open times" /> : null}
      {data && !loading && slots.length === 0 ? (
        <Alert severity="warning">
          No open time in the next {previewDays} days: visitors cannot book a call. Check the hours,
          the dated changes and the minimum notice.
        </Alert>
      ) : null}
      {data && !loading && slots.length > 0 ? (
        <>
          <Typography role="status" sx={{ mb: 1 }}>
            {slots.length} open {slots.length === 1 ? 'time' : 'times'} in the next {previewDays}{' '}
            days.
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {days.slice(0, daysShown).map((day) => (
              <Box key={day.date} sx={{ mb: 1 }}>
                <Typography component="dt" variant="subtitle2">
                  {day.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {day.slots
                    .slice(0, timesShown)
                    .map((slot) => slot.time)
                    .join(', ')}
                  {day.slots.length > timesShown
                    ? ` and ${day.slots.length - timesShown} more`
                    : ''}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Link href={bookingFormPath} target="_blank" rel="noopener">
          Open the booking page as a visitor sees it (new tab)
        </Link>
      </Typography>
    </Paper>
  );
}
