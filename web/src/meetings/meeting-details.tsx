import AccessTimeIcon from '@mui/icons-material/AccessTime';
import DownloadIcon from '@mui/icons-material/Download';
import EventIcon from '@mui/icons-material/Event';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import PublicIcon from '@mui/icons-material/Public';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { initialsOf, site, zoneCity } from '@landman/content';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../components/sections/visually-hidden';
import { longTimeOrZone } from '../features/booking/slot-days';
import {
  callEvent,
  googleCalendarUrl,
  howTheCall,
  icsUrl,
  outlookCalendarUrl,
} from './calendar-links';
import type { VisitorMeeting } from './meeting-api';

/** The call's length in minutes. */
export const callMinutes = (meeting: Pick<VisitorMeeting, 'start' | 'end'>) =>
  Math.round((Date.parse(meeting.end) - Date.parse(meeting.start)) / 60_000);

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'flex-start', color: 'text.secondary' }}
    >
      {icon}
      <Box sx={{ color: 'text.primary', minWidth: 0 }}>
        <Typography variant="caption" component="p" color="text.secondary">
          {label}
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}

/**
 * What the visitor booked, as Calendly's confirmation shows it: who the call is with, when (on
 * their clock and the consultant's), how long, and how it happens.
 */
export function MeetingDetails({ meeting, zone }: { meeting: VisitorMeeting; zone: string }) {
  const theirs = meeting.consultantTimeZone;
  const sameClock = zone === theirs;
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }} aria-hidden>
          {initialsOf(site.name)}
        </Avatar>
        <Box>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {site.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {site.role}
          </Typography>
        </Box>
      </Stack>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Line icon={<EventIcon aria-hidden />} label="When">
          <Typography sx={{ fontWeight: 700 }} data-testid="meeting-time">
            {longTimeOrZone(meeting.start, zone)}
          </Typography>
          <Typography variant="body2" data-testid="meeting-consultant-time">
            {sameClock
              ? `${site.name} is on the same clock (${zoneCity(theirs)} time).`
              : `${longTimeOrZone(meeting.start, theirs)} for ${site.name} (${zoneCity(theirs)} time)`}
          </Typography>
        </Line>
        <Line icon={<AccessTimeIcon aria-hidden />} label="Length">
          <Typography>{callMinutes(meeting)} minutes</Typography>
        </Line>
        <Line icon={<PhoneInTalkIcon aria-hidden />} label="How">
          <Typography>Phone call. {howTheCall(meeting)}</Typography>
        </Line>
        <Line icon={<PublicIcon aria-hidden />} label="Your time zone">
          <Typography>{zoneCity(zone)} time</Typography>
        </Line>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Topic: {meeting.topic}
      </Typography>
    </Stack>
  );
}

const newTab = <span style={visuallyHidden}> (opens in a new tab)</span>;

/** "Add to calendar": the invite as a file (Apple Calendar and others), Google, Outlook. */
export function AddToCalendar({ meeting, token }: { meeting: VisitorMeeting; token: string }) {
  const event = callEvent(meeting);
  const away = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Box component="section" aria-labelledby="add-to-calendar-title">
      <Typography id="add-to-calendar-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Add to calendar
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" href={googleCalendarUrl(event)} {...away}>
          Google Calendar{newTab}
        </Button>
        <Button variant="outlined" href={outlookCalendarUrl(event)} {...away}>
          Outlook{newTab}
        </Button>
        <Button variant="outlined" href={outlookCalendarUrl(event, 'outlook.office.com')} {...away}>
          Microsoft 365{newTab}
        </Button>
        <Button
          variant="outlined"
          href={icsUrl(token)}
          download="consultation-call.ics"
          startIcon={<DownloadIcon aria-hidden />}
        >
          Apple Calendar and others (.ics)
        </Button>
      </Stack>
    </Box>
  );
}
