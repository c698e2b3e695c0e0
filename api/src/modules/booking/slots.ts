import { DateTime } from 'luxon';
import { type OpenInterval } from './availability.entity';
import { type Availability } from './availability';

/** A bookable time, UTC. */
export interface OpenSlot {
  start: Date;
  end: Date;
}

/** A meeting that holds the calendar: from its start to its end plus the buffer. */
export interface BusyRange {
  start: Date;
  blockedUntil: Date;
}

/** Why a start time cannot be booked; `taken` is another visitor's (SLOT_TAKEN). */
export type SlotRefusal = 'past' | 'notice' | 'horizon' | 'closed' | 'taken';

/** "09:30" on `day` (a start of day in the consultant's zone); "24:00" is the next midnight. */
function atLocal(day: DateTime, time: string): DateTime {
  if (time === '24:00') return day.plus({ days: 1 }).startOf('day');
  const [hour, minute] = time.split(':').map(Number);
  // Local wall-clock time: on a daylight-saving day a time that does not exist moves forward.
  return day.set({ hour, minute, second: 0, millisecond: 0 });
}

function intervalsOn(availability: Availability, day: DateTime): OpenInterval[] {
  const date = day.toISODate();
  const override = availability.dateOverrides.find((o) => o.date === date);
  if (override) return override.intervals;
  return availability.weeklyHours[day.weekday - 1] ?? [];
}

/** Every start the availability offers on one consultant-local day, ignoring meetings and notice. */
function startsOn(availability: Availability, day: DateTime): DateTime[] {
  const starts: DateTime[] = [];
  const length = availability.meetingMinutes;
  for (const interval of intervalsOn(availability, day)) {
    const close = atLocal(day, interval.end);
    for (let start = atLocal(day, interval.start); ; start = start.plus({ minutes: length })) {
      if (start.plus({ minutes: length }) > close) break;
      starts.push(start);
    }
  }
  return starts;
}

const overlaps = (start: Date, blockedUntil: Date, busy: BusyRange) =>
  start < busy.blockedUntil && blockedUntil > busy.start;

/** The consultant-local date ("yyyy-MM-dd") of an instant. */
export function consultantDate(availability: Availability, instant: Date): string {
  return DateTime.fromJSDate(instant, { zone: availability.timeZone }).toISODate() as string;
}

/**
 * The open slots starting in [from, to): the availability's hours in the consultant's zone,
 * minus meetings (with the buffer on both sides), minimum notice, the booking horizon and
 * days that reached their maximum. Stepping in real minutes from each local opening time keeps
 * every slot right on daylight-saving days, in whichever zone the visitor reads it.
 */
export function openSlots(
  availability: Availability,
  busy: readonly BusyRange[],
  range: { from: Date; to: Date },
  now: Date,
): OpenSlot[] {
  const slots: OpenSlot[] = [];
  const zone = availability.timeZone;
  const earliest = now.getTime() + availability.minNoticeMinutes * 60_000;
  const latest = now.getTime() + availability.horizonDays * 86_400_000;
  const from = Math.max(range.from.getTime(), earliest);
  const to = Math.min(range.to.getTime(), latest + 1);
  if (from >= to) return slots;
  const perDay = new Map<string, number>();
  for (const meeting of busy) {
    const date = consultantDate(availability, meeting.start);
    perDay.set(date, (perDay.get(date) ?? 0) + 1);
  }
  const last = DateTime.fromMillis(to, { zone }).startOf('day');
  for (
    let day = DateTime.fromMillis(from, { zone }).startOf('day');
    day <= last;
    day = day.plus({ days: 1 }).startOf('day')
  ) {
    if ((perDay.get(day.toISODate() as string) ?? 0) >= availability.dailyMax) continue;
    for (const local of startsOn(availability, day)) {
      const start = local.toJSDate();
      if (start.getTime() < from || start.getTime() >= to) continue;
      const end = local.plus({ minutes: availability.meetingMinutes }).toJSDate();
      const blockedUntil = new Date(end.getTime() + availability.bufferMinutes * 60_000);
      // Both ranges carry their buffer after them, so either order keeps the gap.
      const held = busy.some((b) => overlaps(start, blockedUntil, b));
      if (!held) slots.push({ start, end });
    }
  }
  return slots;
}

/** Why `start` cannot be booked now, or undefined when it is an open slot. */
export function refusalOf(
  availability: Availability,
  busy: readonly BusyRange[],
  start: Date,
  now: Date,
): SlotRefusal | undefined {
  if (start.getTime() <= now.getTime()) return 'past';
  if (start.getTime() < now.getTime() + availability.minNoticeMinutes * 60_000) return 'notice';
  if (start.getTime() > now.getTime() + availability.horizonDays * 86_400_000) return 'horizon';
  const day = DateTime.fromJSDate(start, { zone: availability.timeZone }).startOf('day');
  const offered = startsOn(availability, day).some((s) => s.toMillis() === start.getTime());
  if (!offered) return 'closed';
  const open = openSlots(
    availability,
    busy,
    { from: start, to: new Date(start.getTime() + 1) },
    now,
  );
  return open.length === 1 ? undefined : 'taken';
}

/** "12 hours", "2 days", "45 minutes". */
export function describeNotice(minutes: number): string {
  return describeMinutes(minutes);
}

/** The refusal as the visitor reads it (BAD_USER_INPUT's message). */
export function refusalMessage(refusal: SlotRefusal, availability: Availability): string {
  switch (refusal) {
    case 'past':
      return 'That time has already passed. Please pick one of the open times.';
    case 'notice':
      return `Calls need at least ${describeMinutes(availability.minNoticeMinutes)} of notice. Please pick a later time.`;
    case 'horizon':
      return `Calls can be booked up to ${availability.horizonDays} days ahead. Please pick an earlier time.`;
    case 'closed':
      return 'That time is outside the consultant’s open hours. Please pick one of the open times.';
    case 'taken':
      return 'That time was just taken. Please pick another open time.';
  }
}

function describeMinutes(minutes: number): string {
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
