import { site } from '@landman/content';
import { type DataSource } from 'typeorm';
import { type ClaimedJob } from '../lead-delivery/mail-job.queue';
import { type OutgoingMail } from '../lead-delivery/mailer';
import { type AvailabilityService } from './availability.service';
import { type MeetingLinks } from './meeting-links';
import { type MeetingEvent, type MeetingRecipient, meetingMail } from './meeting-mail';
import { Meeting } from './meeting.entity';

/**
 * The outbox's composer for meeting e-mails: reads the meeting as it is now. A reminder of a
 * meeting that has been cancelled, or has started, is dropped rather than sent.
 */
export function meetingMailComposer(
  dataSource: DataSource,
  availability: AvailabilityService,
  links: MeetingLinks,
  organizerAddress: string,
) {
  return async (job: ClaimedJob): Promise<OutgoingMail | undefined> => {
    const meeting = await dataSource.getRepository(Meeting).findOneBy({ id: job.meetingId ?? '' });
    if (!meeting) return undefined;
    const event = (job.meetingEvent ?? 'booked') as MeetingEvent;
    if (
      event.startsWith('reminder:') &&
      (meeting.status !== 'booked' || meeting.start.getTime() <= Date.now())
    ) {
      return undefined;
    }
    return meetingMail(
      meeting,
      event,
      job.recipientKind as MeetingRecipient,
      job.recipient,
      job.messageId,
      {
        availability: await availability.get(),
        organizer: { name: site.name, email: organizerAddress },
        manageUrl: links.manageUrl(meeting.id),
        deskUrl: `${site.url}/admin/agenda`,
      },
    );
  };
}
