import { ValidateBy } from 'class-validator';
import { DateTime } from 'luxon';

/** A valid IANA zone name, as luxon (and so every formatter here) understands it. */
export function isTimeZone(zone: string): boolean {
  return zone.length <= 64 && DateTime.local().setZone(zone).isValid;
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
