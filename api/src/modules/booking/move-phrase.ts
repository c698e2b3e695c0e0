import { DateTime } from 'luxon';
import { type WhenWanted } from './date-phrase';

/*
 * A move asked for against the meeting itself: "the next day, same time", "a day earlier",
 * "same time next week", "an hour later", "push it back half an hour". Read in the visitor's
 * zone from the meeting's own start (data the chat kept), never from the chat's text.
 */

const numbers: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, 1: 1, 2: 2, 3: 3 };

/** Days to shift by, when the words name a day relative to the meeting. */
function dayShift(text: string): number | undefined {
  if (
    /\b(next|following) day\b|\bday after\b(?! tomorrow)|\b(a|one) day (later|after)\b|\bday later\b/.test(
      text,
    )
  ) {
    return 1;
  }
  if (/\b(day before|previous day|(a|one) day (earlier|sooner|before))\b/.test(text)) return -1;
  if (/\b(same time|same day) next week\b|\b(a|one) week later\b|\bweek after\b/.test(text))
    return 7;
  if (/\b(a|one) week (earlier|sooner|before)\b/.test(text)) return -7;
  return undefined;
}

/** Minutes to shift by: "an hour later", "push it back 30 minutes", "move it up an hour". */
function minuteShift(text: string): number | undefined {
  const match =
    /\b(half an hour|an? hour and a half|(a|an|one|two|three|1|2|3) hours?|(\d{1,3}) (minutes|mins))\b.{0,12}\b(later|earlier|sooner|after|before|back|forward|up)\b/.exec(
      text,
    ) ??
    /\b(later|earlier|sooner|back|forward|up) (by )?(half an hour|an? hour and a half|(a|an|one|two|three|1|2|3) hours?|(\d{1,3}) (minutes|mins))\b/.exec(
      text,
    );
  if (!match) return undefined;
  const phrase = /hour|minute|min/.test(match[1] ?? '') ? match[1]! : match[3]!;
  const direction = /hour|minute|min/.test(match[1] ?? '') ? match[5]! : match[1]!;
  let minutes: number;
  if (phrase === 'half an hour') minutes = 30;
  else if (/hour and a half/.test(phrase)) minutes = 90;
  else if (/minutes|mins/.test(phrase)) minutes = Number(/\d+/.exec(phrase)![0]);
  else minutes = 60 * (numbers[phrase.split(' ')[0]!] ?? 1);
  // "Push it back" is later; "move it up", "earlier", "sooner" and "before" are earlier.
  const earlier = /^(earlier|sooner|before|up|forward)$/.test(direction);
  return earlier ? -minutes : minutes;
}

/**
 * The day and time the words ask for, against the meeting's start in `zone`; undefined when the
 * words name nothing relative to the meeting (the caller reads them as any other time).
 */
export function readMove(
  message: string,
  meetingStart: Date,
  zone: string,
): WhenWanted | undefined {
  const text = message.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ');
  const start = DateTime.fromJSDate(meetingStart, { zone });
  const days = dayShift(text);
  const minutes = minuteShift(text);
  if (days === undefined && minutes === undefined) return undefined;
  const target = start.plus({ days: days ?? 0, minutes: minutes ?? 0 });
  const day = target.toISODate() as string;
  return { firstDay: day, lastDay: day, minuteOfDay: target.hour * 60 + target.minute };
}
