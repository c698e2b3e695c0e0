import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EventIcon from '@mui/icons-material/Event';
import PublicIcon from '@mui/icons-material/Public';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { site, zoneCity } from '@landman/content';
import type { ReactNode } from 'react';
import { longTime, type SlotTimes } from './slot-days';

export interface BookingSummaryProps {
  /** The call's length in minutes, when known from the open slots. */
  minutes?: number;
  zone: string;
  consultantTimeZone: string;
  /** The time chosen, once it is. */
  slot?: SlotTimes;
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1.25}
      sx={{ alignItems: 'flex-start', color: 'text.secondary' }}
    >
      {icon}
      <Typography variant="body2" component="p" sx={{ color: 'text.primary' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * The booking's side panel, as Calendly's: who the call is with, how long, which clock the times
 * are on, and the chosen time in both zones once there is one.
 */
export function BookingSummary({ minutes, zone, consultantTimeZone, slot }: BookingSummaryProps) {
  const theirs = slot ? longTime(slot.start, consultantTimeZone) : undefined;
  const yours = slot ? longTime(slot.start, zone) : undefined;
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" color="text.secondary" component="p">
        {site.name}
      </Typography>
      {minutes ? (
        <Line icon={<AccessTimeIcon fontSize="small" aria-hidden />}>{minutes} min</Line>
      ) : null}
      <Line icon={<PublicIcon fontSize="small" aria-hidden />}>
        Times in {zoneCity(zone)} time
        {zone === consultantTimeZone
          ? '.'
          : `; ${site.name} works on ${zoneCity(consultantTimeZone)} time.`}
      </Line>
      {yours ? (
        <Line icon={<EventIcon fontSize="small" aria-hidden />}>
          <strong>{yours}</strong>
          {theirs !== yours ? ` (${theirs} for ${site.name})` : null}
        </Line>
      ) : null}
    </Stack>
  );
}
