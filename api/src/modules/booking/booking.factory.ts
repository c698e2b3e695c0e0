import { type DataSource } from 'typeorm';
import { type Config } from '../../config';
import { type MailQueue } from '../../jobs/mail/mail-queue';
import { type Logger } from '../../logger';
import { type RateLimitStore } from '../../rate-limit/rate-limiter';
import { type ContactService } from '../contact/contact.service';
import { AvailabilityService } from './availability.service';
import { BookingChatService } from './booking-chat.service';
import { BookingLimits } from './booking-limits';
import { BookingService } from './booking.service';
import { MeetingLinks } from './meeting-links';
import { meetingMailComposer } from './meeting-mail.composer';
import { MeetingMailQueue } from './meeting-mail.queue';
import { VisitorInviteFiles } from './visitor-invite-file';

export interface Booking {
  availability: AvailabilityService;
  booking: BookingService;
  /** For the assistant's booking flow: slot offers from the visitor's words, chat bookings. */
  chat: BookingChatService;
  /** The meeting page's .ics download. */
  inviteFiles: VisitorInviteFiles;
  /** The meetings' e-mails (forgetting a person waits for their cancellation notices). */
  mails: MeetingMailQueue;
}

/** Booking, wired to the contacts (leads) and e-mail (jobs/mail). */
export function createBooking(
  dataSource: DataSource,
  config: Config,
  contacts: ContactService,
  mail: MailQueue,
  limitStore: RateLimitStore,
  logger: Logger,
  /** The server's secret, shared by every instance: signs the meetings' manage links. */
  secret: string,
  /** Insights: each booking's lead tied to its visit. */
  visits?: ConstructorParameters<typeof BookingService>[9],
): Booking {
  const availability = new AvailabilityService(dataSource, config.booking.timeZone);
  const links = new MeetingLinks(secret);
  const organizer = /<([^<>]+)>\s*$/.exec(config.mail.notifyTo)?.[1] ?? config.mail.notifyTo;
  const composeMeetingMail = meetingMailComposer(dataSource, availability, links, organizer);
  mail.compose('meeting_visitor', composeMeetingMail);
  mail.compose('meeting_consultant', composeMeetingMail);
  const mails = new MeetingMailQueue(mail, {
    consultantAddress: config.mail.notifyTo,
    mailFrom: config.mail.from,
    reminderMinutes: config.booking.reminderMinutes,
  });
  const booking = new BookingService(
    dataSource,
    availability,
    contacts,
    mails,
    links,
    new BookingLimits(config.booking, limitStore),
    logger,
    () => mail.wake(),
    undefined,
    visits,
  );
  return {
    availability,
    booking,
    chat: new BookingChatService(booking, availability, links),
    inviteFiles: new VisitorInviteFiles(booking, organizer),
    mails,
  };
}
