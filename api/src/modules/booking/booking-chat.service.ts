import { DateTime } from 'luxon';
import { type BookingRequest, type BookingService } from './booking.service';
import { type AvailabilityService } from './availability.service';
import { parseWhen, slotFits, type WhenWanted } from './date-phrase';
import { bothZones } from './meeting-time';
import { type OpenSlot } from './slots';

/** One slot as a chat button: the label in the visitor's zone, the start to book. */
export interface SlotChoice {
  label: string;
  start: Date;
}

/** What the chat offers in answer to a booking wish. */
export interface SlotOffer {
  /** What the words were read as; undefined when they named no day. */
  understood: WhenWanted | undefined;
  /** True when nothing fits the words and the choices are simply the next open ones. */
  fallback: boolean;
  choices: SlotChoice[];
}

const maxChoices = 4;
const searchDays = 62;

/**
 * The chat's side of booking, for the assistant's booking flow: reads "tomorrow afternoon",
 * "next Tuesday at 10" or "any morning next week" in the visitor's zone, offers open slots as
 * buttons, books the one chosen (linked to the chat's session) and words the confirmation with
 * the time in both zones. The assistant only routes: it calls offer(), then book().
 */
export class BookingChatService {
  constructor(
    private readonly booking: BookingService,
    private readonly availability: AvailabilityService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async offer(message: string, visitorZone: string): Promise<SlotOffer> {
    const now = this.now();
    const understood = parseWhen(message, now, visitorZone);
    if (understood) {
      const fitting = await this.fitting(understood, visitorZone);
      if (fitting.length > 0) {
        return { understood, fallback: false, choices: this.choices(fitting, visitorZone) };
      }
    }
    const next = await this.booking.nextSlots(now, maxChoices);
    return {
      understood,
      fallback: understood !== undefined,
      choices: this.choices(next, visitorZone),
    };
  }

  /** Books a chosen slot for the chat's visitor; errors are BookingService's (SLOT_TAKEN...). */
  async book(request: Omit<BookingRequest, 'sessionId'> & { sessionId: string }) {
    const booked = await this.booking.book(request, { sessionId: request.sessionId });
    return {
      ...booked,
      confirmation: await this.confirmation(booked.meeting.start, request.timeZone),
    };
  }

  /** "Booked: Tuesday, March 17, 2026 at 10:00 AM EDT (Tue, Mar 17, 9:00 AM CDT (Chicago time))." */
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
    const minuteOf = (slot: OpenSlot) => {
      const local = DateTime.fromJSDate(slot.start, { zone });
      return local.hour * 60 + local.minute;
    };
    return [...slots]
      .sort((a, b) => Math.abs(minuteOf(a) - asked) - Math.abs(minuteOf(b) - asked))
      .slice(0, maxChoices)
      .sort((a, b) => a.start.getTime() - b.start.getTime());
  }

  private choices(slots: readonly OpenSlot[], zone: string): SlotChoice[] {
    return slots.map((slot) => ({
      start: slot.start,
      label: DateTime.fromJSDate(slot.start, { zone })
        .setLocale('en-US')
        .toFormat('ccc, LLL d, h:mm a'),
    }));
  }
}

/** Up to `count` slots spread over the span ("any morning next week": not four on Monday). */
function spread(slots: readonly OpenSlot[], count: number): OpenSlot[] {
  if (slots.length <= count) return [...slots];
  const step = slots.length / count;
  return Array.from({ length: count }, (_, i) => slots[Math.floor(i * step)] as OpenSlot);
}
