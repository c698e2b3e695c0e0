import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { site } from '@landman/content';
import { useEffect, useRef } from 'react';
import type { BookedMeeting } from './booking-api';
import { longTime } from './slot-days';

/** "Booked: …" in the visitor's zone and the consultant's, with the manage link. */
export function BookedNotice({
  meeting,
  zone,
  takeFocus,
}: {
  meeting: BookedMeeting;
  zone: string;
  /** Put the cursor here when shown (the dialog that booked it has closed). */
  takeFocus?: boolean;
}) {
  const self = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) self.current?.focus();
  }, [takeFocus]);
  return (
    <Alert severity="success" role="status" ref={self} tabIndex={-1}>
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
