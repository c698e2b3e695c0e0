import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { zoneCity } from '@landman/content';
import { AvailabilityForm } from './availability-form';
import { AvailabilityPreview } from './availability-preview';
import { AvailabilitySettingsQuery } from './availability.queries';
import { LoadFailedAlert } from '../load-failed-alert';

/**
 * The owner's availability for bookings: the form, and the open times it gives visitors. The
 * time zone is a server setting (BOOKING_TIME_ZONE), shown here, changed where it is set.
 */
export function AvailabilityPage() {
  const { data, loading, error, refetch } = useQuery(AvailabilitySettingsQuery, {
    fetchPolicy: 'network-only',
  });
  const settings = data?.availabilitySettings;
  const zoneName = settings ? `${zoneCity(settings.timeZone)} (${settings.timeZone})` : '';

  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h1" variant="h4">
          Availability
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          When visitors may book a call, on the contact page, the booking page and in the chat.
        </Typography>
      </Box>
      {error ? (
        <LoadFailedAlert
          error={error}
          fallback={'The availability could not be loaded.'}
          onRetry={() => void refetch()}
        />
      ) : null}
      {loading && !settings ? <CircularProgress aria-label="Loading the availability" /> : null}
      {settings ? (
        <>
          <Alert severity="info" data-testid="availability-zone">
            Your time zone: <strong>{zoneName}</strong>. Every hour and date here is on that clock;
            visitors see times in their own zone with yours named. The zone is the server&rsquo;s
            BOOKING_TIME_ZONE setting: to change it, change the setting and restart.
          </Alert>
          <AvailabilityForm settings={settings} zoneName={zoneName} />
          <AvailabilityPreview timeZone={settings.timeZone} />
        </>
      ) : null}
    </Stack>
  );
}
