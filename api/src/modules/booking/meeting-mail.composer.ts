import { site } from '@landman/content';
import { type DataSource } from 'typeorm';
import { type QueuedMail } from '../../jobs/mail/mail-queue';
import { type OutgoingMail } from '../../jobs/mail/mailer';
import { type AvailabilityService } from './availability.service';
import { type MeetingLinks } from './meeting-links';
import { type MeetingEvent, type MeetingRecipient, meetingMail } from './meeting-mail';
import { Meeting } from './meeting.entity';

/**
 * The composer of meeting e-mails (jobs/mail): reads the meeting as it is now. A reminder of a
 * meeting that has been cancelled, or has started, is dropped rather than sent.
 */
export function meetingMailComposer(
  dataSource: DataSource,
  availability: AvailabilityService,
  links: MeetingLinks,
  organizerAddress: string,
) {
  return async (job: QueuedMail): Promise<OutgoingMail | undefined> => {
    const meetingId = String(job.data.meetingId ?? '');
    const meeting = meetingId
      ? await dataSource.getRepository(Meeting).findOneBy({ id: meetingId })
      : null;
    if (!meeting) return undefined;
    const event = String(job.data.event ?? 'booked') as MeetingEvent;
    if (
      event.startsWith('reminder:') &&
      (meeting.status !== 'booked' || meeting.start.getTime() <= Date.now())
    ) {
      return undefined;
    }
    return meetingMail(meeting, event, job.kind as MeetingRecipient, job.to, job.messageId, {
      availability: await availability.get(),
      organizer: { name: site.name, email: organizerAddress },
      manageUrl: links.manageUrl(meeting.id),
      deskUrl: `${site.url}/admin/agenda`,
    });
  };
}
