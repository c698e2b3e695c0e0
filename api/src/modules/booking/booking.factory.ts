import { type DataSource } from 'typeorm';
import { type Config } from '../../config';
import { type Logger } from '../../logger';
import { type RateLimitStore } from '../../rate-limit/rate-limiter';
import { type ContactService } from '../contact/contact.service';
import { type LeadDelivery } from '../lead-delivery/lead-delivery.factory';
import { loadFormSigningSecret } from '../lead-delivery/spam/form-signing-secret';
import { AvailabilityService } from './availability.service';
import { BookingChatService } from './booking-chat.service';
import { BookingLimits } from './booking-limits';
import { BookingService } from './booking.service';
import { MeetingLinks } from './meeting-links';
import { meetingMailComposer } from './meeting-mail.composer';
import { MeetingMailQueue } from './meeting-mail.queue';

export interface Booking {
  availability: AvailabilityService;
  booking: BookingService;
  /** For the assistant's booking flow: slot offers from the visitor's words, chat bookings. */
  chat: BookingChatService;
}

/** Booking, wired to the contacts (leads) and the shared mail outbox. */
export function createBooking(
  dataSource: DataSource,
  config: Config,
  contacts: ContactService,
  delivery: LeadDelivery,
  limitStore: RateLimitStore,
  logger: Logger,
): Booking {
  const availability = new AvailabilityService(dataSource, config.booking.timeZone);
  // The server's secret (shared by every instance) signs the meetings' manage links.
  const links = new MeetingLinks(
    loadFormSigningSecret(config.mail.formSigningSecret, config.dataDir),
  );
  const organizer = /<([^<>]+)>\s*$/.exec(config.mail.notifyTo)?.[1] ?? config.mail.notifyTo;
  const composeMeetingMail = meetingMailComposer(dataSource, availability, links, organizer);
  delivery.worker.register('meeting_visitor', composeMeetingMail);
  delivery.worker.register('meeting_consultant', composeMeetingMail);
  const mails = new MeetingMailQueue(delivery.queue, {
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
    () => delivery.worker.nudge(),
  );
  return { availability, booking, chat: new BookingChatService(booking, availability) };
}
