import { DateTime } from 'luxon';
import { RateLimitedError } from '../../rate-limit/rate-limited.error';
import { InputValidationError } from '../../validation/input-validation.error';
import { validateInput } from '../../validation/validate-input';
import {
  type ChatBooking,
  type ChatBookingField,
  type ChatBookingOutcome,
  type ChatBookingRequest,
  type ChatMeeting,
  type ChatMeetingChangeRequest,
  type ChatMeetingOutcome,
  type ChatSlot,
  type ChatSlotOffer,
} from '../assistant/chat-booking.port';
import { type AvailabilityService } from './availability.service';
import { BookingRefusedError, MeetingNotFoundError, SlotTakenError } from './booking.errors';
import { BookMeetingInput } from './booking.input';
import { type BookingService } from './booking.service';
import { parseWhen, slotFits, type WhenWanted } from './date-phrase';
import { type MeetingLinks } from './meeting-links';
import { type Meeting } from './meeting.entity';
import { bothZones } from './meeting-time';
import { readMove } from './move-phrase';
import { type OpenSlot } from './slots';

const maxChoices = 4;
const searchDays = 62;

/** BookMeetingInput's fields, as the chat's questions name them. */
const fieldOf: Record<string, ChatBookingField> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  topic: 'description',
  start: 'slot',
};

/**
 * The chat's side of booking (the assistant's ChatBooking port): reads "tomorrow afternoon",
 * "next Tuesday at 10" or "any morning next week" in the visitor's zone, offers open slots as
 * buttons, books the one chosen through BookingService (linked to the chat's session, so the lead
 * joins the chat's) and words the confirmation with the time in both zones. Every refusal comes
 * back as a typed outcome the assistant can act on, never as an exception to parse.
 */
export class BookingChatService implements ChatBooking {
  constructor(
    private readonly booking: BookingService,
    private readonly availability: AvailabilityService,
    /** The meetings' manage links: the chat changes its own meeting as its link would. */
    private readonly links: Pick<MeetingLinks, 'tokenFor'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async offer(message: string, visitorZone: string | undefined): Promise<ChatSlotOffer> {
    const zone = visitorZone ?? (await this.availability.get()).timeZone;
    return this.offerFor(parseWhen(message, this.now(), zone), zone);
  }

  /**
   * Open slots to move the chat's meeting to: "the next day, same time" or "an hour later" are
   * read against the meeting's own time, other words as `offer` reads them ("Thursday at 2"),
   * with "same time" keeping the meeting's clock time. The meeting's own start is never offered.
   */
  async offerMove(message: string, meeting: ChatMeeting): Promise<ChatSlotOffer> {
    const zone = meeting.timeZone;
    const wanted =
      readMove(message, meeting.start, zone) ??
      sameTimeKept(message, parseWhen(message, this.now(), zone), meeting.start, zone);
    return this.offerFor(wanted, zone, meeting.start);
  }

  private async offerFor(
    understood: WhenWanted | undefined,
    zone: string,
    exclude?: Date,
  ): Promise<ChatSlotOffer> {
    const other = (slot: OpenSlot) => slot.start.getTime() !== exclude?.getTime();
    if (understood) {
      const fitting = (await this.fitting(understood, zone, other)).filter(other);
      if (fitting.length > 0) {
        const exact = exactSlot(fitting, understood, zone);
        return {
          understood: true,
          fallback: false,
          ...(exact ? { exact: this.choice(exact, zone) } : {}),
          slots: fitting.map((slot) => this.choice(slot, zone)),
          timeZone: zone,
        };
      }
    }
    const next = (await this.booking.nextSlots(this.now(), maxChoices + 1))
      .filter(other)
      .slice(0, maxChoices);
    return {
      understood: understood !== undefined,
      fallback: understood !== undefined,
      slots: next.map((slot) => this.choice(slot, zone)),
      timeZone: zone,
    };
  }

  /** Moves the chat's own meeting through its manage link's rules (notice period, open time). */
  async move(request: ChatMeetingChangeRequest & { start: string }): Promise<ChatMeetingOutcome> {
    return this.change(request, async (token, meeting) => {
      const moved = await this.booking.rescheduleByToken(token, new Date(request.start), {
        clientIp: request.clientIp,
        chatSessionId: request.sessionId,
      });
      const zone = meeting.visitorTimeZone;
      const when = bothZones(moved.start, zone, (await this.availability.get()).timeZone);
      return {
        kind: 'moved',
        meeting: { id: moved.id, start: moved.start, end: moved.end, timeZone: zone },
        confirmation: `Done: your call is moved to ${when}. The updated invitation is on its way by e-mail.`,
      };
    });
  }

  /** Cancels the chat's own meeting as its manage page does: the visitor's cancellation e-mail. */
  async cancel(request: ChatMeetingChangeRequest): Promise<ChatMeetingOutcome> {
    return this.change(request, async (token, meeting) => {
      const cancelled = await this.booking.cancelByToken(token, 'Cancelled in the chat');
      const zone = meeting.visitorTimeZone;
      const when = bothZones(cancelled.start, zone, (await this.availability.get()).timeZone);
      return {
        kind: 'cancelled',
        confirmation: `Your call for ${when} is cancelled, and the cancellation is on its way by e-mail.`,
      };
    });
  }

  /**
   * A change to a meeting this chat session booked (any other is "gone" to it); every refusal
   * comes back typed.
   */
  private async change(
    request: ChatMeetingChangeRequest,
    work: (token: string, meeting: Meeting) => Promise<ChatMeetingOutcome>,
  ): Promise<ChatMeetingOutcome> {
    const token = this.links.tokenFor(request.meetingId);
    const meeting = await this.booking.byToken(token);
    const gone = (message: string): ChatMeetingOutcome => ({
      kind: 'refused',
      message,
      gone: true,
    });
    if (!meeting || meeting.sessionId !== request.sessionId) {
      return gone('That call is over, so it can no longer be changed here.');
    }
    if (meeting.status === 'cancelled') return gone('That call is already cancelled.');
    try {
      return await work(token, meeting);
    } catch (error) {
      if (error instanceof SlotTakenError) {
        const zone = meeting.visitorTimeZone;
        const slots = error.nextSlots.length
          ? error.nextSlots
          : await this.booking.nextSlots(this.now(), maxChoices);
        return {
          kind: 'taken',
          message: error.message,
          slots: slots
            .filter((slot) => slot.start.getTime() !== meeting.start.getTime())
            .map((slot) => this.choice(slot, zone)),
        };
      }
      if (error instanceof MeetingNotFoundError) {
        return gone('That call is over, so it can no longer be changed here.');
      }
      if (error instanceof BookingRefusedError) {
        // Whether the meeting is gone is read from the meeting itself, not from the message.
        const after = await this.booking.byToken(token);
        const gone = !after || after.status !== 'booked';
        return { kind: 'refused', message: error.message, gone };
      }
      if (error instanceof RateLimitedError) return { kind: 'limited', message: error.message };
      throw error;
    }
  }

  async book(request: ChatBookingRequest): Promise<ChatBookingOutcome> {
    const timeZone = request.timeZone ?? (await this.availability.get()).timeZone;
    let input: BookMeetingInput;
    try {
      input = await validateInput(BookMeetingInput, {
        start: new Date(request.start),
        timeZone,
        name: request.name,
        email: request.email,
        phone: request.phone,
        topic: request.topic,
        sessionId: request.sessionId,
      });
    } catch (error) {
      if (!(error instanceof InputValidationError)) throw error;
      const [field, message] = Object.entries(error.fields)[0] ?? [];
      return { kind: 'refused', field: fieldOf[field ?? ''] ?? 'description', message: message! };
    }
    try {
      const { meeting } = await this.booking.book(
        { ...input, sessionId: request.sessionId },
        { clientIp: request.clientIp, chatSessionId: request.sessionId },
      );
      return {
        kind: 'booked',
        meeting: { id: meeting.id, start: meeting.start, end: meeting.end, timeZone },
        confirmation: await this.confirmation(meeting.start, timeZone),
      };
    } catch (error) {
      if (error instanceof SlotTakenError) {
        return {
          kind: 'taken',
          message: error.message,
          slots: error.nextSlots.map((slot) => this.choice(slot, timeZone)),
        };
      }
      if (error instanceof BookingRefusedError) {
        return { kind: 'refused', field: 'slot', message: error.message };
      }
      if (error instanceof RateLimitedError) return { kind: 'limited', message: error.message };
      throw error;
    }
  }

  /** "You're booked for Tuesday, March 17, 2026 at 10:00 AM EDT (Tue, Mar 17, 9:00 AM CDT ...)." */
  async confirmation(start: Date, visitorZone: string): Promise<string> {
    const { timeZone } = await this.availability.get();
    return `You're booked for ${bothZones(start, visitorZone, timeZone)}. The invitation and a link to move or cancel are on their way by e-mail.`;
  }

  private async fitting(
    wanted: WhenWanted,
    zone: string,
    keep: (slot: OpenSlot) => boolean = () => true,
  ): Promise<OpenSlot[]> {
    const from = DateTime.fromISO(wanted.firstDay, { zone }).startOf('day');
    const to = DateTime.fromISO(wanted.lastDay, { zone }).plus({ days: 1 }).startOf('day');
    const end = DateTime.min(to, from.plus({ days: searchDays }));
    if (end <= from) return [];
    const slots = (await this.booking.slots(from.toJSDate(), end.toJSDate())).filter(
      (slot) => keep(slot) && slotFits(slot.start, wanted, zone),
    );
    if (wanted.minuteOfDay === undefined) return spread(slots, maxChoices);
    // The time asked for first, then the nearest others.
    const asked = wanted.minuteOfDay;
    return [...slots]
      .sort((a, b) => Math.abs(minuteOf(a, zone) - asked) - Math.abs(minuteOf(b, zone) - asked))
      .slice(0, maxChoices)
      .sort((a, b) => a.start.getTime() - b.start.getTime());
  }

  private choice(slot: OpenSlot, zone: string): ChatSlot {
    return {
      start: slot.start.toISOString(),
      label: DateTime.fromJSDate(slot.start, { zone })
        .setLocale('en-US')
        .toFormat('ccc, LLL d, h:mm a'),
    };
  }
}

/** "Thursday, same time": the day the words name, at the meeting's own clock time. */
function sameTimeKept(
  message: string,
  wanted: WhenWanted | undefined,
  meetingStart: Date,
  zone: string,
): WhenWanted | undefined {
  if (!wanted || wanted.minuteOfDay !== undefined || !/\bsame time\b/i.test(message)) {
    return wanted;
  }
  const local = DateTime.fromJSDate(meetingStart, { zone });
  return { ...wanted, minuteOfDay: local.hour * 60 + local.minute };
}

const minuteOf = (slot: OpenSlot, zone: string) => {
  const local = DateTime.fromJSDate(slot.start, { zone });
  return local.hour * 60 + local.minute;
};

/** "Next Tuesday at 10": the one slot at exactly that day and time, when it is open. */
function exactSlot(slots: readonly OpenSlot[], wanted: WhenWanted, zone: string) {
  if (wanted.minuteOfDay === undefined || wanted.firstDay !== wanted.lastDay) return undefined;
  return slots.find((slot) => minuteOf(slot, zone) === wanted.minuteOfDay);
}

/** Up to `count` slots spread over the span ("any morning next week": not four on Monday). */
function spread(slots: readonly OpenSlot[], count: number): OpenSlot[] {
  if (slots.length <= count) return [...slots];
  const step = slots.length / count;
  return Array.from({ length: count }, (_, i) => slots[Math.floor(i * step)] as OpenSlot);
}
