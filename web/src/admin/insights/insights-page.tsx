import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LoadFailedAlert } from '../load-failed-alert';
import type { InsightsInterval } from '../gql/graphql';
import {
  type InsightsPeriod,
  lastDays,
  periodArguments,
  periodDays,
  previousPeriod,
} from './insights-period';
import { SiteInsightsQuery } from './insights.queries';
import { InsightsSeriesChart } from './insights-series-chart';
import { InsightsSummary } from './insights-summary';
import { CountTable, FollowedTable, NumberTable } from './insights-tables';

const presets = [7, 28, 90];
/** How each lead source reads in the table. */
const sourceNames: Record<string, string> = {
  form: 'Contact form',
  chat: 'Chat',
  booking: 'Booking',
  tool: 'From a tool',
};
const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
const visits = (count: number) => `${count} visit${count === 1 ? '' : 's'}`;

/** Where visitors come from and what follows: counted by the server, no cookie, no script. */
export function InsightsPage() {
  const [period, setPeriod] = useState<InsightsPeriod>(() => lastDays(28, new Date()));
  const [interval, setInterval] = useState<InsightsInterval>('DAY');
  const valid = periodDays(period) > 0;
  const before = previousPeriod(period);
  const current = periodArguments(period);
  const previous = periodArguments(before);
  const { data, loading, error, refetch } = useQuery(SiteInsightsQuery, {
    variables: { ...current, previousFrom: previous.from, previousTo: previous.to, interval },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const now = data?.current;
  const then = data?.previous;

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Insights
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
        <TextField
          label="From"
          type="date"
          size="small"
          value={period.from}
          onChange={(event) => setPeriod({ ...period, from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="date"
          size="small"
          value={period.to}
          onChange={(event) => setPeriod({ ...period, to: event.target.value })}
          error={!valid}
          helperText={valid ? undefined : 'The end must not be before the start.'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Stack direction="row" sx={{ gap: 1 }}>
          {presets.map((days) => (
            <Button key={days} size="small" onClick={() => setPeriod(lastDays(days, new Date()))}>
              Last {days} days
            </Button>
          ))}
        </Stack>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Step of the chart"
          value={interval}
          onChange={(_event, value: InsightsInterval | null) => value && setInterval(value)}
        >
          <ToggleButton value="DAY">Days</ToggleButton>
          <ToggleButton value="WEEK">Weeks</ToggleButton>
          <ToggleButton value="MONTH">Months</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Compared with {before.from} to {before.to}. Whole UTC days; visitors are told apart within a
        day only, with no cookie.
      </Typography>

      {error && (
        <LoadFailedAlert
          error={error}
          fallback="The insights could not be loaded."
          onRetry={() => void refetch()}
        />
      )}
      {loading && !now && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading insights" />
        </Box>
      )}
      {now && then && (
        <>
          <InsightsSummary
            figures={[
              { label: 'Visitors', now: now.visitors, before: then.visitors },
              { label: 'Page views', now: now.pageViews, before: then.pageViews },
              {
                label: 'Chats',
                now: now.funnel.chats,
                before: then.funnel.chats,
                note: `${percent(now.funnel.chatRate)} of visits`,
              },
              {
                label: 'Tools used',
                now: now.funnel.toolUses,
                before: then.funnel.toolUses,
                note: `${percent(now.funnel.toolRate)} of visits`,
              },
              {
                label: 'Leads',
                now: now.funnel.leads,
                before: then.funnel.leads,
                note: `${percent(now.funnel.leadRate)} of visits`,
              },
              {
                label: 'Meetings booked',
                now: now.funnel.meetingsBooked,
                before: then.funnel.meetingsBooked,
                note: `${percent(now.funnel.bookingRate)} of leads`,
              },
              {
                label: 'Meetings kept',
                now: now.funnel.meetingsKept,
                before: then.funnel.meetingsKept,
                note: `${percent(now.funnel.keptRate)} of booked`,
              },
              {
                label: 'Meetings missed',
                now: now.funnel.meetingsMissed,
                before: then.funnel.meetingsMissed,
                note: `${percent(now.funnel.missedRate)} of booked`,
              },
              {
                label: 'Booking abandoned',
                now: now.funnel.bookingAbandoned,
                before: then.funnel.bookingAbandoned,
                note: `${percent(now.funnel.abandonRate)} of ${visits(now.funnel.slotsAsked)} that looked at open times`,
              },
            ]}
          />
          <Typography variant="body2" color="text.secondary">
            Missed: marked no-show, or past its time and not marked held. Tools used: a result the
            server worked out (the form sent without JavaScript) or a reminder downloaded.
          </Typography>
          <InsightsSeriesChart series={now.series} />
          <FollowedTable
            title="What each landing page led to"
            label="Landing page"
            rows={now.landingPages}
          />
          <FollowedTable
            title="What each source led to"
            label="Referrer · campaign"
            rows={now.sources}
          />
          <FollowedTable
            title="What each article led to"
            label="Article (read anywhere in the visit)"
            rows={now.articles}
            readers
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
            <NumberTable
              title="Leads by source"
              label="Came in through"
              column="Leads"
              rows={now.leadSources.map((row) => ({
                name: sourceNames[row.source] ?? row.source,
                count: row.leads,
              }))}
            />
            <NumberTable
              title="Tools used"
              label="Tool"
              column="Visits"
              rows={now.tools.map((row) => ({ name: `/tools/${row.tool}`, count: row.visits }))}
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
            <CountTable title="Top pages" label="Page" rows={now.topPages} />
            <CountTable title="Top referrers" label="Site" rows={now.topReferrers} />
            <CountTable
              title="Campaigns"
              label="Source / medium / campaign"
              rows={now.topCampaigns}
            />
            <CountTable title="Devices" label="Device" rows={now.devices} />
          </Box>
        </>
      )}
    </Stack>
  );
}
