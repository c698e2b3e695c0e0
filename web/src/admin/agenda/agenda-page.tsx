import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { zoneCity } from '@landman/content';
import { availabilityPath } from '../availability/availability-paths';
import { deskFailureText } from '../desk-errors';
import { useNow } from '../use-now';
import { addDays, agendaDays, agendaRange, type AgendaView, zoneDate } from './agenda-days';
import { AgendaQuery, AgendaSettingsQuery } from './agenda.queries';
import { CalendarFeedCard } from './calendar-feed-card';
import { MeetingCard } from './meeting-card';
import { LoadFailedAlert } from '../load-failed-alert';

const viewDays: Record<AgendaView, number> = { day: 1, week: 7 };

/** "Monday, March 9" for a consultant's date (noon UTC: the same date in every zone). */
const dateLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

/** The meetings of one day or week, on the consultant's clock. */
function AgendaDays({ timeZone, now }: { timeZone: string; now: number }) {
  const today = zoneDate(new Date(now), timeZone);
  const [view, setView] = useState<AgendaView>('week');
  const [first, setFirst] = useState(today);
  const days = viewDays[view];
  const range = useMemo(() => agendaRange(first, days), [first, days]);
  const { data, loading, error, refetch } = useQuery(AgendaQuery, {
    variables: { from: range.from.toISOString(), to: range.to.toISOString() },
    fetchPolicy: 'cache-and-network',
  });
  const grouped = agendaDays(data?.agenda ?? [], timeZone, first, days);
  const last = addDays(first, days - 1);
  const heading = view === 'day' ? dateLabel(first) : `${dateLabel(first)} – ${dateLabel(last)}`;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          aria-label="Agenda view"
          color="primary"
          // The theme's secondary text on the page background is a hair under 4.5:1.
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
          onChange={(_, next: AgendaView | null) => next && setView(next)}
        >
          <ToggleButton value="day">Day</ToggleButton>
          <ToggleButton value="week">Week</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => setFirst(addDays(first, -days))}>
            {view === 'day' ? 'Previous day' : 'Previous week'}
          </Button>
          <Button size="small" onClick={() => setFirst(today)} disabled={first === today}>
            Today
          </Button>
          <Button size="small" onClick={() => setFirst(addDays(first, days))}>
            {view === 'day' ? 'Next day' : 'Next week'}
          </Button>
        </Stack>
      </Stack>
      <Typography component="h2" variant="h6" aria-live="polite">
        {heading}
      </Typography>
      {error && (
        <LoadFailedAlert
          error={error}
          fallback={'The agenda could not be loaded.'}
          onRetry={() => void refetch()}
        />
      )}
      {loading && !data && <CircularProgress aria-label="Loading the agenda" />}
      {data && grouped.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>
          {view === 'day' ? 'No meetings on this day.' : 'No meetings this week.'}
        </Typography>
      )}
      {grouped.map((day) => (
        <Box component="section" key={day.date} aria-labelledby={`agenda-${day.date}`}>
          {view === 'week' && (
            <Typography id={`agenda-${day.date}`} component="h3" variant="subtitle1" sx={{ mb: 1 }}>
              {day.label}
            </Typography>
          )}
          <Stack spacing={1.5} aria-label={view === 'day' ? day.label : undefined}>
            {day.meetings.map((meeting) => (
              <MeetingCard key={meeting.id} meeting={meeting} timeZone={timeZone} now={now} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** The desk's agenda: booked calls by day or week, and the private calendar feed. */
export function AgendaPage() {
  const now = useNow();
  const settings = useQuery(AgendaSettingsQuery);
  const zone = settings.data?.availabilitySettings.timeZone;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h1" variant="h4">
          Agenda
        </Typography>
        {zone && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Times in your zone: {zoneCity(zone)} ({zone}).
          </Typography>
        )}
        <Button component={RouterLink} to={availabilityPath} size="small" sx={{ mt: 0.5, ml: -1 }}>
          Set your hours and booking rules
        </Button>
      </Box>
      {settings.error && (
        <Alert severity="error">
          {deskFailureText(settings.error, 'The agenda could not be loaded. Reload the page.')}
        </Alert>
      )}
      {settings.loading && !settings.data && <CircularProgress aria-label="Loading the agenda" />}
      {zone && <AgendaDays timeZone={zone} now={now} />}
      {settings.data && (
        <CalendarFeedCard hasFeed={settings.data.availabilitySettings.hasCalendarFeed} />
      )}
    </Stack>
  );
}
