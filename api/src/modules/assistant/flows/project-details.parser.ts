import { toFieldValue } from '../text/plain-text';

/*
 * Project details in free text: preferred call times, acreage, timeline and documents. Each
 * finder returns the visitor's own words for the detail, so a summary repeats what they said.
 */

const dayOrTime =
  /\b(mon|tues|tue|wednes|wed|thurs|thu|fri|satur|sat|sun)(day)?s?\b|\b(week ?days?|week ?ends?|tomorrow|today|tonight|this week|next week|any ?time|mornings?|afternoons?|evenings?|noon|lunch ?time|after work|before work|\d{1,2}(:\d{2})?\s?(am|pm|a\.m\.|p\.m\.)|\d{1,2}(:\d{2})? o'?clock)\b/gi;

/** "Tuesday or Wednesday after 3pm": the span from the first day/time word to the last. */
export function findTimes(text: string): string | undefined {
  const matches = [...text.matchAll(dayOrTime)];
  if (matches.length === 0) return undefined;
  const first = matches[0]!;
  const last = matches[matches.length - 1]!;
  let start = first.index!;
  // Keep a leading "after", "before", "around" or "on" that belongs to the first time.
  const before = /\b(after|before|around|about|on|any|most|early|late|between)\s+$/i.exec(
    text.slice(0, start),
  );
  if (before) start -= before[0].length;
  return toFieldValue(text.slice(start, last.index! + last[0].length), 120);
}

const sizePattern =
  /\b(?:about |around |roughly |approximately |approx\.? |maybe |~)?\d[\d,.]*(?:\s*\+)?\s*(?:net |gross |surface |mineral |royalty |leased )?(?:acres?|ac\b|tracts?|leases?|wells?|parcels?|miles?|sections?|lots?|properties|interests?)\b|\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|many|dozens of|hundreds of) (?:net |gross |mineral |small |separate )?(?:acres?|tracts?|leases?|wells?|parcels?|sections?|properties|interests?)\b/i;

/** "160 acres", "3 tracts", "a few leases". */
export function findSize(text: string): string | undefined {
  const match = sizePattern.exec(text)?.[0];
  return match ? toFieldValue(match, 80) : undefined;
}

const timelinePattern =
  /\b(asap|as soon as possible|urgent(ly)?|right away|no rush|no hurry|not urgent|whenever|by (mon|tues|wednes|thurs|fri|satur|sun)day|by (the )?end of (the )?(week|month|year|quarter)|by (next )?(week|month)|by (january|february|march|april|may|june|july|august|september|october|november|december)( \d{1,2})?|within (a|one|two|three|four|a few|\d+) (days?|weeks?|months?)|in (a|one|two|three|four|a few|\d+) (days?|weeks?|months?)|this (week|month)|next (week|month)|before (the )?(closing|deadline|end of))\b[^.?!]*/i;

/** "by the end of the month", "no rush", "within 2 weeks before closing". */
export function findTimeline(text: string): string | undefined {
  const match = timelinePattern.exec(text)?.[0];
  return match ? toFieldValue(match, 120) : undefined;
}

const availability =
  /\b(any ?time|anytime|whenever|flexible|free (most|all|any|every)|available|most days|all day|after \d|before \d|early|late|no preference|doesnt matter|either|asap|as soon as possible|right away|now|soon|days|nights)\b/i;

/** "Any time", "I'm free most mornings", "Tuesday after 3": an answer to the call-time question. */
export function findAvailability(text: string): string | undefined {
  return findTimes(text) ?? (availability.test(text) ? toFieldValue(text, 120) : undefined);
}

const dateWords =
  /\b(\d{1,2}(st|nd|rd|th)|(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?( \d{1,2})?|(mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|week|weeks|month|months|year|soon|deadline|closing|expires?|due|rush|hurry|urgent|asap|whenever|flexible|no (rush|hurry|deadline))\b/i;

/** A timeline phrase, or a date or deadline word the visitor's own sentence is built around. */
export function findTimelineAnswer(text: string): string | undefined {
  return findTimeline(text) ?? (dateWords.test(text) ? toFieldValue(text, 120) : undefined);
}

const documentWords =
  /\b(leases?|deeds?|title opinions?|opinions?|division orders?|probate|wills?|affidavits?|plats?|surveys?|agreements?|contracts?|letters?|offers?|check stubs?|stubs|statements?|assignments?|abstracts?|maps?|papers?|paperwork|records?|copies|copy|documents?|docs|none|nothing|no|not yet|nope)\b/i;

/** Names at least one document (or none): an answer to the documents question. */
export function namesDocuments(text: string): boolean {
  return documentWords.test(text);
}
