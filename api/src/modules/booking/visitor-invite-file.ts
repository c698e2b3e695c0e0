import { site } from '@landman/content';
import { type BookingService } from './booking.service';
import { manageUrl } from './meeting-links';
import { meetingInvite } from './meeting-invite';

/**
 * The visitor's meeting as an .ics file, for the meeting page's "Add to calendar": the same
 * invite as the e-mailed one (UID, SEQUENCE, organizer, the visitor's fixed wording), so a
 * calendar that already holds the e-mailed event updates it instead of adding a second one; a
 * cancelled meeting comes as its CANCEL.
 */
export class VisitorInviteFiles {
  constructor(
    private readonly booking: Pick<BookingService, 'byToken'>,
    private readonly organizerAddress: string,
  ) {}

  /** The invite behind a manage token; undefined when the link is unknown or the call is over. */
  async forToken(token: string): Promise<string | undefined> {
    const meeting = await this.booking.byToken(token);
    if (!meeting) return undefined;
    return meetingInvite(meeting, meeting.status === 'cancelled' ? 'CANCEL' : 'REQUEST', {
      organizer: { name: site.name, email: this.organizerAddress },
      audience: 'visitor',
      manageUrl: manageUrl(token),
    });
  }
}
