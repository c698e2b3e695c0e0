import { DateTime } from 'luxon';
import { RateLimitedError } from '../../rate-limit/rate-limited.error';
import { InputValidationError } from '../../validation/input-validation.error';
import { validateInput } from '../../validation/validate-input';
import {
  type ChatBooking,
  type ChatBookingField,
  type ChatBookingOutcome,
  type ChatBookingRequest,
  type ChatSlot,
  type ChatSlotOffer,
} from '../assistant/chat-booking.port';
import { type AvailabilityService } from './availability.service';
import { BookingRefusedError, SlotTakenError } from './booking.errors';
import { BookMeetingInput } from './booking.input';
import { type BookingService } from './booking.service';
import { parseWhen, slotFits, type WhenWanted } from './date-phrase';
import { bothZones } from './meeting-time';
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
    private readonly now: () => Date = () => new Date(),
  ) {}

  async offer(message: string, visitorZone: string | undefined): Promise<ChatSlotOffer> {
    const zone = visitorZone ?? (await this.availability.get()).timeZone;
    const now = this.now();
    const understood = parseWhen(message, now, zone);
    if (understood) {
      const fitting = await this.fitting(understood, zone);
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
    const next = await this.booking.nextSlots(now, maxChoices);
    return {
      understood: understood !== undefined,
      fallback: understood !== undefined,
      slots: next.map((slot) => this.choice(slot, zone)),
      timeZone: zone,
    };
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
        { sessionId: request.sessionId },
      );
      return {
        kind: 'booked',
        meeting: { start: meeting.start, end: meeting.end, timeZone },
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

  private async fitting(wanted: WhenWanted, zone: string): Promise<OpenSlot[]> {
    const from = DateTime.fromISO(wanted.firstDay, { zone }).startOf('day');
    const to = DateTime.fromISO(wanted.lastDay, { zone }).plus({ days: 1 }).startOf('day');
    const end = DateTime.min(to, from.plus({ days: searchDays }));
    const slots = (await this.booking.slots(from.toJSDate(), end.toJSDate())).filter((slot) =>
      slotFits(slot.start, wanted, zone),
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
