import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { bookingFormPath } from '@landman/content';
import { useState } from 'react';
import { disclosureLinkProps } from '../../components/layout/disclosure-link';
import { BookedNotice } from './booked-notice';
import type { BookedMeeting } from './booking-api';
import { BookingDialog } from './booking-dialog';
import { visitorTimeZone } from './slot-days';

export interface SlotPickerProps {
  /** Days of open slots to offer. */
  days?: number;
}

/**
 * The "Free Consultation" card's "Pick a time": opens the booking dialog (month, times, details)
 * over the page, not inside the card's narrow column; once booked, the card says so.
 */
export function SlotPicker({ days = 21 }: SlotPickerProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing plays its transition and focus returns.
  const [opened, setOpened] = useState(false);
  const [booked, setBooked] = useState<{ meeting: BookedMeeting; zone: string }>();
  const zone = typeof window === 'undefined' ? 'UTC' : visitorTimeZone('UTC');

  return (
    <Box sx={{ mt: 1.5 }}>
      {booked && !open ? (
        <BookedNotice meeting={booked.meeting} zone={booked.zone} takeFocus />
      ) : null}
      {/* Without JavaScript (or should this island's code fail to load) the link leads to
          the server-rendered booking form; once hydrated, it opens the dialog. */}
      {booked ? null : (
        <Button
          variant="contained"
          color="secondary"
          aria-haspopup="dialog"
          {...disclosureLinkProps(bookingFormPath, () => {
            setOpen(true);
            setOpened(true);
          })}
        >
          Pick a time
        </Button>
      )}
      {opened && (
        <BookingDialog
          open={open}
          onClose={() => setOpen(false)}
          onBooked={(meeting, bookedZone) => setBooked({ meeting, zone: bookedZone })}
          initialZone={zone}
          days={days}
        />
      )}
    </Box>
  );
}
