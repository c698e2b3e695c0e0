import { ValidateBy } from 'class-validator';
import { DateTime } from 'luxon';

/**
 * The zones every engine here and in browsers knows: the IANA names Intl lists, plus UTC (which
 * some engines list only as its Etc/ aliases). Built once, on first use. The IANA whole-hour
 * zones (Etc/GMT+5) are not listed but every browser's Intl formats them: etcHourZone.
 */
let namedZones: ReadonlySet<string> | undefined;
function knownZones(): ReadonlySet<string> {
  namedZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC']);
  return namedZones;
}

const etcHourZone = /^Etc\/GMT[+-]\d{1,2}$/;

/**
 * A zone as Intl resolves it (an alias such as US/Eastern or Etc/UTC to its canonical name), or
 * undefined when Intl refuses it.
 */
function resolvedZone(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * An IANA zone name that browsers accept as well as the server: it resolves, through Intl, to
 * one of the named zones. Luxon alone is not the rule: it also takes fixed offsets ("UTC+5") and
 * newer engines take "+05:00", which other browsers' Intl refuses, and a stored visitor zone
 * that the desk's browser cannot format blanks the owner's agenda.
 */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  const resolved = resolvedZone(zone);
  return (
    resolved !== undefined &&
    (knownZones().has(resolved) || etcHourZone.test(resolved)) &&
    DateTime.local().setZone(zone).isValid
  );
}

/**
 * An IANA zone name such as America/New_York, on every way in (a booking, the chat widget's
 * zone): one rule, so a zone the chat accepts is one the booking accepts.
 */
export const IsTimeZone = () =>
  ValidateBy({
    name: 'isTimeZone',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isTimeZone(value),
      defaultMessage: () => 'Time zone must be an IANA time zone such as America/New_York.',
    },
  });
