import { randomUUID } from 'node:crypto';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { type Logger } from '../../logger';
import { type ContactService } from '../contact/contact.service';
import { type Availability } from './availability';
import { type AvailabilityService } from './availability.service';
import { type BookingLimits, type BookingRequester } from './booking-limits';
import { BookingRefusedError, MeetingNotFoundError, SlotTakenError } from './booking.errors';
import { type MeetingMailQueue } from './meeting-mail.queue';
import { type MeetingLinks } from './meeting-links';
import { Meeting, type MeetingStatusValue } from './meeting.entity';
import { secretTokenPattern, hashToken } from './secret-token';
import { type BusyRange, type OpenSlot, openSlots, refusalMessage, refusalOf } from './slots';
import { wholeVisitorDays } from './visitor-days';

/** What a visitor gives when booking (validated by BookMeetingInput). */
export interface BookingRequest {
  start: Date;
  timeZone: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  topic: string;
  sessionId?: string | null;
  /** Documents sent with the booking, attached to its lead in the booking's transaction. */
  documentIds?: readonly string[] | null;
}

/** A booked meeting, with its manage token (only ever returned to the one who booked it). */
export interface BookedMeeting {
  meeting: Meeting;
  token: string;
}

/** Longest range one availableSlots call may cover. */
export const maxSlotRangeDays = 62;
const day = 86_400_000;

/** PostgreSQL's exclusion_violation: another meeting holds an overlapping time. */
const exclusionViolation = '23P01';

/** The advisory-lock class of "someone is booking this start right now" (with the minute). */
const slotLockClass = 733_501;

/**
 * Booking: open slots, and meetings booked, moved, cancelled and marked, by visitors (through
 * their manage token) and the owner. The database has the last word on overlaps: two bookings
 * of one slot on any instances leave exactly one meeting, and the other is told SLOT_TAKEN.
 */
export class BookingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly contacts: Pick<ContactService, 'leadForBooking'>,
    private readonly mails: MeetingMailQueue,
    private readonly links: MeetingLinks,
    private readonly limits: BookingLimits,
    private readonly logger: Logger,
    private readonly onCommitted: () => void = () => undefined,
    private readonly now: () => Date = () => new Date(),
    /** Insights: ties the booking's lead to the visit it was made in (never awaited). */
    private readonly visits?: { leadStored(leadId: string, client: BookingRequester): void },
  ) {}

  /**
   * Open slots starting in [from, to); given the visitor's zone, in the whole days of that zone
   * the range touches (wholeVisitorDays).
   */
  async slots(from: Date, to: Date, visitorZone?: string): Promise<OpenSlot[]> {
    if (!(from < to)) throw new BookingRefusedError('`from` must be before `to`.');
    if (to.getTime() - from.getTime() > maxSlotRangeDays * day) {
      throw new BookingRefusedError(`The range may cover at most ${maxSlotRangeDays} days.`);
    }
    const range = visitorZone ? wholeVisitorDays(from, to, visitorZone) : { from, to };
    const availability = await this.availability.get();
    const busy = await this.busyAround(this.dataSource.manager, range.from, range.to);
    return openSlots(availability, busy, range, this.now());
  }

  /** The first `count` open slots after `after` (at most the booking horizon ahead). */
  async nextSlots(after: Date, count: number): Promise<OpenSlot[]> {
    const availability = await this.availability.get();
    const open: OpenSlot[] = [];
    const end = this.now().getTime() + availability.horizonDays * day;
    for (let from = after.getTime(); from < end && open.length < count; from += 14 * day) {
      const to = new Date(Math.min(from + 14 * day, end + 1));
      open.push(...(await this.slots(new Date(from), to)));
    }
    return open.slice(0, count);
  }

  async book(request: BookingRequest, requester: BookingRequester): Promise<BookedMeeting> {
    await this.limits.check(request.email, requester);
    const availability = await this.availability.get();
    const id = randomUUID();
    const meeting = await this.inTransaction(request.start, async (manager) => {
      const now = this.now();
      await this.checkOpen(manager, availability, request.start, now);
      const contactId = await this.contacts.leadForBooking(manager, request);
      const end = new Date(request.start.getTime() + availability.meetingMinutes * 60_000);
      const created = manager.getRepository(Meeting).create({
        id,
        start: request.start,
        end,
        blockedUntil: new Date(end.getTime() + availability.bufferMinutes * 60_000),
        status: 'booked',
        visitorTimeZone: request.timeZone,
        name: request.name,
        email: request.email ?? null,
        phone: request.phone ?? null,
        topic: request.topic,
        contactId,
        sessionId: request.sessionId ?? null,
        tokenHash: this.links.hashFor(id),
        sequence: 0,
        cancelReason: null,
      });
      const stored = await manager.getRepository(Meeting).save(created);
      await this.mails.changed(manager, stored, 'booked', now);
      return stored;
    });
    this.logger.info(`Booking: meeting ${meeting.id} booked for ${meeting.start.toISOString()}`);
    this.onCommitted();
    if (meeting.contactId) this.visits?.leadStored(meeting.contactId, requester);
    return { meeting, token: this.links.tokenFor(meeting.id) };
  }

  /** The meeting behind a manage token; undefined once it is over or for an unknown token. */
  async byToken(token: string): Promise<Meeting | undefined> {
    if (!secretTokenPattern.test(token)) return undefined;
    const meeting = await this.dataSource
      .getRepository(Meeting)
      .findOneBy({ tokenHash: hashToken(token) });
    if (!meeting || meeting.end.getTime() <= this.now().getTime()) return undefined;
    return meeting;
  }

  /** Until when a visitor may still move or cancel online (afterwards they call). */
  async changeDeadline(meeting: Meeting): Promise<Date> {
    const { changeNoticeHours } = await this.availability.get();
    return new Date(meeting.start.getTime() - changeNoticeHours * 3_600_000);
  }

  async rescheduleByToken(
    token: string,
    start: Date,
    requester: BookingRequester,
  ): Promise<Meeting> {
    const meeting = await this.requireByToken(token);
    await this.limits.check(undefined, requester);
    return this.move(meeting.id, start, 'visitor');
  }

  async cancelByToken(token: string, reason: string | undefined): Promise<Meeting> {
    const meeting = await this.requireByToken(token);
    return this.cancel(meeting.id, reason, 'visitor');
  }

  /** The owner moves a meeting (no notice period); the visitor gets the updated invite. */
  ownerMove(id: string, start: Date): Promise<Meeting> {
    return this.move(id, start, 'owner');
  }

  ownerCancel(id: string, reason: string | undefined): Promise<Meeting> {
    return this.cancel(id, reason, 'owner');
  }

  /** Done or no-show, once the meeting has started. */
  async mark(
    id: string,
    status: Extract<MeetingStatusValue, 'done' | 'no_show'>,
  ): Promise<Meeting> {
    const meeting = await this.dataSource.getRepository(Meeting).findOneBy({ id });
    if (!meeting) throw new MeetingNotFoundError();
    if (meeting.status === 'cancelled') {
      throw new BookingRefusedError('A cancelled meeting cannot be marked.');
    }
    if (meeting.start.getTime() > this.now().getTime()) {
      throw new BookingRefusedError('A meeting can be marked done or no-show once it has started.');
    }
    meeting.status = status;
    return this.dataSource.getRepository(Meeting).save(meeting);
  }

  /** The owner's agenda: meetings starting in [from, to), earliest first, cancelled ones too. */
  agenda(from: Date, to: Date): Promise<Meeting[]> {
    return this.dataSource
      .getRepository(Meeting)
      .createQueryBuilder('m')
      .where('m.start_at >= :from AND m.start_at < :to', { from, to })
      .orderBy('m.start_at', 'ASC')
      .getMany();
  }

  /** Meetings booked (created) in [from, to), whatever became of them: insights' funnel. */
  bookedBetween(from: Date, to: Date): Promise<Meeting[]> {
    return this.dataSource
      .getRepository(Meeting)
      .createQueryBuilder('m')
      .where('m.created_at >= :from AND m.created_at < :to', { from, to })
      .getMany();
  }

  /** A lead's meetings, latest first (the desk's lead view). */
  ofLead(contactId: string): Promise<Meeting[]> {
    return this.dataSource
      .getRepository(Meeting)
      .find({ where: { contactId }, order: { start: 'DESC' } });
  }

  /** Meetings for the private calendar feed: from 30 days back, not cancelled. */
  feedMeetings(): Promise<Meeting[]> {
    const from = new Date(this.now().getTime() - 30 * day);
    return this.dataSource
      .getRepository(Meeting)
      .createQueryBuilder('m')
      .where('m.start_at >= :from', { from })
      .orderBy('m.start_at', 'ASC')
      .getMany();
  }

  private async requireByToken(token: string): Promise<Meeting> {
    const meeting = await this.byToken(token);
    if (!meeting) throw new MeetingNotFoundError();
    return meeting;
  }

  private async move(id: string, start: Date, by: 'visitor' | 'owner'): Promise<Meeting> {
    const availability = await this.availability.get();
    const moved = await this.inTransaction(start, async (manager) => {
      const now = this.now();
      const meeting = await this.lockedActive(manager, id, by, availability, now);
      if (meeting.start.getTime() === start.getTime()) return meeting;
      await this.checkOpen(manager, availability, start, now, meeting.id, by === 'owner');
      const end = new Date(start.getTime() + availability.meetingMinutes * 60_000);
      meeting.start = start;
      meeting.end = end;
      meeting.blockedUntil = new Date(end.getTime() + availability.bufferMinutes * 60_000);
      meeting.sequence += 1;
      const saved = await manager.getRepository(Meeting).save(meeting);
      await this.mails.changed(manager, saved, 'moved', now);
      return saved;
    });
    this.onCommitted();
    return moved;
  }

  private async cancel(id: string, reason: string | undefined, by: 'visitor' | 'owner') {
    const availability = await this.availability.get();
    const cancelled = await this.dataSource.transaction(async (manager) => {
      const now = this.now();
      const meeting = await this.lockedActive(manager, id, by, availability, now);
      meeting.status = 'cancelled';
      meeting.cancelReason = reason ?? null;
      meeting.sequence += 1;
      const saved = await manager.getRepository(Meeting).save(meeting);
      await this.mails.changed(
        manager,
        saved,
        by === 'visitor' ? 'visitor-cancelled' : 'cancelled',
        now,
      );
      return saved;
    });
    this.onCommitted();
    return cancelled;
  }

  /** The meeting, locked for the change; refused when it is over, cancelled or inside the notice. */
  private async lockedActive(
    manager: EntityManager,
    id: string,
    by: 'visitor' | 'owner',
    availability: Availability,
    now: Date,
  ): Promise<Meeting> {
    const meeting = await manager
      .getRepository(Meeting)
      .createQueryBuilder('m')
      .setLock('pessimistic_write')
      .where('m.id = :id', { id })
      .getOne();
    if (!meeting) throw new MeetingNotFoundError();
    if (meeting.status === 'cancelled') throw new BookingRefusedError('This meeting is cancelled.');
    if (meeting.status !== 'booked' || meeting.end.getTime() <= now.getTime()) {
      throw new BookingRefusedError('This meeting is over.');
    }
    const deadline = meeting.start.getTime() - availability.changeNoticeHours * 3_600_000;
    if (by === 'visitor' && now.getTime() > deadline) {
      throw new BookingRefusedError(
        `Changes online close ${availability.changeNoticeHours} hours before the meeting. Please call to move or cancel it.`,
      );
    }
    return meeting;
  }

  /**
   * Refuses a start that is not an open slot: BAD_USER_INPUT with the reason, or SLOT_TAKEN
   * when another meeting holds it. The owner may move a meeting inside the notice period.
   */
  private async checkOpen(
    manager: EntityManager,
    availability: Availability,
    start: Date,
    now: Date,
    movingId?: string,
    byOwner = false,
  ): Promise<void> {
    const busy = (await this.busyAround(manager, start, start)).filter((b) => b.id !== movingId);
    const rules = byOwner ? { ...availability, minNoticeMinutes: 0 } : availability;
    const refusal = refusalOf(rules, busy, start, now);
    if (refusal === 'taken') throw new SlotTakenError([]);
    if (refusal) throw new BookingRefusedError(refusalMessage(refusal, availability));
  }

  private async busyAround(
    manager: EntityManager,
    from: Date,
    to: Date,
  ): Promise<(BusyRange & { id: string })[]> {
    const rows: { id: string; start_at: Date; blocked_until: Date }[] = await manager.query(
      `SELECT id, start_at, blocked_until FROM meetings
       WHERE status <> 'cancelled' AND start_at < $2 AND blocked_until > $1`,
      [new Date(from.getTime() - 2 * day), new Date(to.getTime() + 2 * day)],
    );
    return rows.map((row) => ({
      id: row.id,
      start: new Date(row.start_at),
      blockedUntil: new Date(row.blocked_until),
    }));
  }

  /**
   * Runs a booking or a move; a slot lost to another transaction (the exclusion constraint, or
   * the check above) becomes SlotTakenError with the next open slots after the one asked for.
   */
  private async inTransaction<T>(
    start: Date,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        // A visitor already booking this very start on any instance wins it: the others are
        // told at once instead of each holding a connection until the constraint answers.
        const minute = Math.floor(start.getTime() / 60_000) % 2_147_483_647;
        const [lock] = (await manager.query('SELECT pg_try_advisory_xact_lock($1, $2) AS ok', [
          slotLockClass,
          minute,
        ])) as { ok: boolean }[];
        if (!lock?.ok) throw new SlotTakenError([]);
        return work(manager);
      });
    } catch (error) {
      const lost =
        error instanceof SlotTakenError ||
        (error instanceof QueryFailedError &&
          (error.driverError as { code?: string } | undefined)?.code === exclusionViolation);
      if (!lost) throw error;
      // After the start asked for: it may still look open while its winner commits.
      throw new SlotTakenError(await this.nextSlots(new Date(start.getTime() + 1), 3));
    }
  }
}
