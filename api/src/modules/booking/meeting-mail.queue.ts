import { type EntityManager } from 'typeorm';
import { mailAbout, type MailQueue } from '../../jobs/mail/mail-queue';
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

type MeetingMailKind = 'meeting_visitor' | 'meeting_consultant';
const whoOf = (kind: MeetingMailKind) => (kind === 'meeting_visitor' ? 'visitor' : 'consultant');

/**
 * One e-mail per meeting, recipient, event and version, for good: `meeting:<id>:<who>:<event>:
 * <sequence>`; a prefix of it finds the visitor's reminders or cancellation notices.
 */
const meetingMailKey = (meetingId: string, who: string, event?: string, sequence?: number) =>
  `meeting:${meetingId}:${who}:` + (event === undefined ? '' : `${event}:${sequence ?? ''}`);

/**
 * Queues a meeting's e-mails in the meeting's own transaction (jobs/mail sends them):
 * the change to both sides, and the visitor's reminders as jobs due at their time, so they
 * survive restarts and are sent once each. A change voids the reminders not yet sent.
 */
export class MeetingMailQueue {
  constructor(
    private readonly queue: Pick<MailQueue, 'enqueue' | 'cancel' | 'pendingCount'>,
    private readonly settings: MeetingMailSettings,
  ) {}

  async changed(
    manager: EntityManager,
    meeting: Meeting,
    event: 'booked' | 'moved' | 'cancelled' | 'visitor-cancelled',
    now: Date,
  ): Promise<void> {
    // A change voids the reminders not yet sent (nor being sent).
    if (event !== 'booked') {
      await this.queue.cancel(
        { keyPrefix: `${meetingMailKey(meeting.id, 'visitor')}reminder:` },
        manager,
      );
    }
    const recipients: [MeetingMailKind, string | null][] = [
      ['meeting_visitor', meeting.email],
      ['meeting_consultant', this.settings.consultantAddress],
    ];
    for (const [kind, address] of recipients) {
      if (!address) continue;
      await this.enqueue(manager, meeting, kind, address, event);
    }
    if (meeting.status === 'cancelled' || !meeting.email) return;
    for (const minutes of this.settings.reminderMinutes) {
      const dueAt = new Date(meeting.start.getTime() - minutes * 60_000);
      // A reminder whose time has already come would arrive with the confirmation: skip it.
      if (dueAt.getTime() <= now.getTime()) continue;
      const reminder: MeetingEvent = `reminder:${minutes}`;
      await this.enqueue(manager, meeting, 'meeting_visitor', meeting.email, reminder, dueAt);
    }
  }

  /** The meetings' cancellation e-mails to the visitor not sent yet (still pending). */
  async pendingCancellationNotices(meetingIds: readonly string[]): Promise<number> {
    return this.queue.pendingCount({
      keyPrefixes: meetingIds.map((id) => `${meetingMailKey(id, 'visitor')}cancelled:`),
    });
  }

  private async enqueue(
    manager: EntityManager,
    meeting: Meeting,
    kind: MeetingMailKind,
    to: string,
    event: MeetingEvent,
    runAt?: Date,
  ): Promise<void> {
    await this.queue.enqueue(
      {
        kind,
        to,
        key: meetingMailKey(meeting.id, whoOf(kind), event, meeting.sequence),
        messageId: this.messageId(meeting, event, kind),
        about: [mailAbout('meeting', meeting.id)],
        data: { meetingId: meeting.id, event, sequence: meeting.sequence },
        ...(runAt ? { runAt } : {}),
      },
      manager,
    );
  }

  private messageId(meeting: Meeting, event: MeetingEvent, kind: MeetingMailKind): string {
    const who = whoOf(kind);
    return meetingMessageId(meeting.id, event, meeting.sequence, who, this.settings.mailFrom);
  }
}
