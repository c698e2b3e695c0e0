import { DateTime } from 'luxon';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** What a visitor's words say about when: a span of days, maybe a part of day or a time. */
export interface WhenWanted {
  /** First and last day wanted, inclusive, as local dates ("yyyy-MM-dd") in the visitor's zone. */
  firstDay: string;
  lastDay: string;
  part?: DayPart;
  /** A clock time, minutes after local midnight. */
  minuteOfDay?: number;
}

/** Local hours each part of the day covers: [from, to). */
export const dayParts: Record<DayPart, [number, number]> = {
  morning: [6, 12],
  afternoon: [12, 17],
  evening: [17, 22],
};

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function dayPartOf(text: string): DayPart | undefined {
  if (/\bmornings?\b/.test(text)) return 'morning';
  if (/\bafternoons?\b|\blunch ?time\b/.test(text)) return 'afternoon';
  if (/\bevenings?\b|\btonight\b/.test(text)) return 'evening';
  return undefined;
}

/** "at 10", "10am", "10:30", "2 pm", "noon": minutes after midnight. Bare 1-7 mean afternoon. */
function clockOf(text: string, part: DayPart | undefined): number | undefined {
  if (/\bnoon\b|\bmidday\b/.test(text)) return 12 * 60;
  const match =
    /\b(?:at|around|about|by) (\d{1,2})(?::(\d{2}))? ?(am|pm|a\.m\.|p\.m\.)?(?! ?(?:days?|weeks?|\/|-))/.exec(
      text,
    ) ??
    /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)(?=\W|$)|\b(\d{1,2}):(\d{2})\b/.exec(text);
  if (!match) return undefined;
  const hourText = match[1] ?? match[4];
  const minuteText = match[2] ?? match[5];
  const meridiem = match[3]?.replace(/\./g, '');
  let hour = Number(hourText);
  const minute = minuteText ? Number(minuteText) : 0;
  if (hour > 23 || minute > 59) return undefined;
  if (meridiem === 'pm' && hour < 12) hour += 12;
  else if (meridiem === 'am' && hour === 12) hour = 0;
  else if (!meridiem && (part === 'afternoon' || part === 'evening') && hour < 12) hour += 12;
  else if (!meridiem && hour >= 1 && hour <= 7) hour += 12;
  return hour * 60 + minute;
}

/**
 * Reads when a visitor wants a call from their words, in their zone: "tomorrow afternoon",
 * "next Tuesday at 10", "any morning next week", "Friday", "March 12 at 2pm", "this week".
 * A part of the day alone ("most mornings") spans the next two weeks. Undefined when the words
 * name neither a day nor a part of one (then the caller offers the next open slots).
 */
export function parseWhen(message: string, now: Date, zone: string): WhenWanted | undefined {
  const text = message.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ');
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const part = dayPartOf(text);
  const minuteOfDay = clockOf(text, part);
  const span = (first: DateTime, last = first): WhenWanted => ({
    firstDay: first.toISODate() as string,
    lastDay: last.toISODate() as string,
    ...(part ? { part } : {}),
    ...(minuteOfDay !== undefined ? { minuteOfDay } : {}),
  });

  if (/\bday after tomorrow\b/.test(text)) return span(today.plus({ days: 2 }));
  if (/\btomorrow\b|\btmrw\b/.test(text)) return span(today.plus({ days: 1 }));
  if (/\btoday\b|\btonight\b|\bthis (?:morning|afternoon|evening)\b/.test(text)) return span(today);

  const nextWeek = /\bnext week\b/.test(text);
  const weekdayIndex = weekdays.findIndex((day) => new RegExp(`\\b${day}s?\\b`).test(text));
  if (weekdayIndex >= 0) {
    const target = weekdayIndex + 1;
    let ahead = (target - today.weekday + 7) % 7 || 7;
    // "Tuesday next week": that weekday of the coming week.
    if (nextWeek) ahead = 7 - today.weekday + target;
    return span(today.plus({ days: ahead }));
  }
  if (nextWeek) {
    const monday = today.plus({ days: 8 - today.weekday });
    return span(monday, monday.plus({ days: 6 }));
  }
  if (/\bthis week\b|\bin the next few days\b/.test(text)) {
    return span(today, today.plus({ days: 7 - today.weekday }));
  }

  const monthDay = new RegExp(
    `\\b(${months.join('|')})\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b|\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${months.join('|')})\\b`,
  ).exec(text);
  if (monthDay) {
    const month = months.indexOf((monthDay[1] ?? monthDay[4]) as string) + 1;
    const dayOfMonth = Number(monthDay[2] ?? monthDay[3]);
    let date = DateTime.fromObject({ year: today.year, month, day: dayOfMonth }, { zone });
    if (date.isValid && date < today) date = date.plus({ years: 1 });
    if (date.isValid) return span(date);
  }
  // "I'm free most mornings", "weekday afternoons": that part of any day of the next two weeks.
  if (part) return span(today, today.plus({ days: 13 }));
  return undefined;
}

/** Does a slot's local start (in `zone`) fit what was asked? */
export function slotFits(start: Date, wanted: WhenWanted, zone: string): boolean {
  const local = DateTime.fromJSDate(start, { zone });
  const date = local.toISODate() as string;
  if (date < wanted.firstDay || date > wanted.lastDay) return false;
  const minute = local.hour * 60 + local.minute;
  if (wanted.part) {
    const [from, to] = dayParts[wanted.part];
    if (minute < from * 60 || minute >= to * 60) return false;
  }
  return true;
}
