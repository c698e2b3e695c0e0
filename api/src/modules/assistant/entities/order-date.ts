import { isoOf, parseIsoDate } from '@landman/content';

/*
 * A pooling order's date and election period in a visitor's words ("order dated Feb 27, 2026
 * gives 20 days to elect", "the 3/2/2026 order, 15 days"), for the deadline tool's own count.
 * Only a date with its year counts: a guessed year would give a confident wrong deadline.
 */

const monthNames = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const month = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const day = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const year = String.raw`(\d{4})`;

const readers: { pattern: RegExp; parts: (m: RegExpExecArray) => [string, string, string] }[] = [
  // February 27, 2026 · Feb. 27th 2026
  {
    pattern: new RegExp(String.raw`\b${month}\s+${day},?\s+${year}\b`, 'i'),
    parts: (m) => [m[3]!, monthNumber(m[1]!), m[2]!],
  },
  // 27 February 2026
  {
    pattern: new RegExp(String.raw`\b${day}\s+(?:of\s+)?${month},?\s+${year}\b`, 'i'),
    parts: (m) => [m[3]!, monthNumber(m[2]!), m[1]!],
  },
  // 2026-02-27
  { pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/, parts: (m) => [m[1]!, m[2]!, m[3]!] },
  // 2/27/2026, as written in the United States
  { pattern: /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/, parts: (m) => [m[3]!, m[1]!, m[2]!] },
];

function monthNumber(name: string): string {
  return String(monthNames.indexOf(name.slice(0, 3).toLowerCase() as never) + 1);
}

const pad = (n: string) => n.padStart(2, '0');

/** The first full date in the message, as `YYYY-MM-DD`, or undefined. */
export function dateIn(plain: string): string | undefined {
  for (const { pattern, parts } of readers) {
    const found = pattern.exec(plain);
    if (!found) continue;
    const [y, m, d] = parts(found);
    const date = parseIsoDate(`${y}-${pad(m)}-${pad(d)}`);
    if (date) return isoOf(date);
  }
  return undefined;
}

/**
 * "20 days", "a 15-day election period": the calendar days a message states, or undefined.
 * Business days are not what the tool counts: none then.
 */
export function periodDaysIn(plain: string): number | undefined {
  const found = /\b(\d{1,3})[\s-]*(calendar\s+|business\s+)?days?\b/i.exec(plain);
  return found && !/^business/i.test(found[2] ?? '') ? Number(found[1]) : undefined;
}
