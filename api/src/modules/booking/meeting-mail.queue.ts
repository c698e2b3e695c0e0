import { type EntityManager } from 'typeorm';
import { type MailJobQueue } from '../lead-delivery/mail-job.queue';
import { type Meeting } from './meeting.entity';
import { type MeetingEvent } from './meeting-mail';

export interface MeetingMailSettings {
  /** Where the consultant's copies go (LEAD_NOTIFY_TO). */
  consultantAddress: string;
  mailFrom: string;
  /** Minutes before the start, longest first. */
  reminderMinutes: readonly number[];
}

/** The Message-ID of one meeting e-mail: fixed per meeting, event, version and recipient. */
export function meetingMessageId(
  meetingId: string,
  event: MeetingEvent,
  sequence: number,
  recipient: string,
  mailFrom: string,
): string {
  const domain = /@([^\s<>@]+?)>?$/.exec(mailFrom.trim())?.[1] ?? 'localhost';
  return `<meeting-${meetingId}-${event.replace(':', '-')}-${sequence}-${recipient}@${domain}>`;
}

/**
 * Queues a meeting's e-mails in the meeting's own transaction (the shared outbox sends them):
 * the change to both sides, and the visitor's reminders as jobs due at their time, so they
 * survive restarts and are sent once each. A change voids the reminders not yet sent.
 */
export class MeetingMailQueue {
  constructor(
    private readonly queue: MailJobQueue,
    private readonly settings: MeetingMailSettings,
  ) {}

  async changed(
    manager: EntityManager,
    meeting: Meeting,
    event: 'booked' | 'moved' | 'cancelled',
    now: Date,
  ): Promise<void> {
    if (event !== 'booked') await this.queue.dropPendingReminders(manager, meeting.id);
    const recipients: ['meeting_visitor' | 'meeting_consultant', string | null][] = [
      ['meeting_visitor', meeting.email],
      ['meeting_consultant', this.settings.consultantAddress],
    ];
    for (const [kind, address] of recipients) {
      if (!address) continue;
      await this.queue.enqueueForMeeting(manager, {
        meetingId: meeting.id,
        recipientKind: kind,
        recipient: address,
        event,
        sequence: meeting.sequence,
        messageId: this.messageId(meeting, event, kind),
      });
    }
    if (event === 'cancelled' || !meeting.email) return;
    for (const minutes of this.settings.reminderMinutes) {
      const dueAt = new Date(meeting.start.getTime() - minutes * 60_000);
      // A reminder whose time has already come would arrive with the confirmation: skip it.
      if (dueAt.getTime() <= now.getTime()) continue;
      const reminder: MeetingEvent = `reminder:${minutes}`;
      await this.queue.enqueueForMeeting(manager, {
        meetingId: meeting.id,
        recipientKind: 'meeting_visitor',
        recipient: meeting.email,
        event: reminder,
        sequence: meeting.sequence,
        messageId: this.messageId(meeting, reminder, 'meeting_visitor'),
        dueAt,
      });
    }
  }

  private messageId(meeting: Meeting, event: MeetingEvent, kind: string): string {
    const who = kind === 'meeting_visitor' ? 'visitor' : 'consultant';
    return meetingMessageId(meeting.id, event, meeting.sequence, who, this.settings.mailFrom);
  }
}
