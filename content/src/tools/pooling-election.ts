import { addDays, isWeekend, isoOf, longDate, parseIsoDate } from './calendar-dates';
import { readBoundedText } from './tool-limits';
import { ToolErrors, type ToolOutcome, type ToolValues } from './tool-outcome';

/** The election period most Oklahoma pooling orders give, offered as the form's starting value. */
export const usualElectionDays = 20;
const maxElectionDays = 365;

/** The inputs a pooling reminder is made from, read and checked. */
export interface PoolingElection {
  orderDate: string;
  periodDays: number;
  deadline: string;
}

export function readPoolingElection(
  values: ToolValues,
  errors: ToolErrors,
): PoolingElection | undefined {
  // Undefined: over the length limit, and already reported as too long.
  const dateText = readBoundedText(values, errors, 'orderDate', 'The order date');
  const daysText = readBoundedText(values, errors, 'periodDays', 'The election period');
  const orderDate = dateText ? parseIsoDate(dateText) : undefined;
  if (dateText === '') errors.field('orderDate', 'Enter the date of the pooling order.', true);
  else if (dateText !== undefined && !orderDate)
    errors.field('orderDate', 'Enter the order date as a date, for example 2025-03-14.');
  const days = daysText === '' ? String(usualElectionDays) : daysText;
  const periodDays = days !== undefined && /^\d+$/.test(days) ? Number(days) : Number.NaN;
  if (
    days !== undefined &&
    (!Number.isInteger(periodDays) || periodDays < 1 || periodDays > maxElectionDays)
  ) {
    errors.field(
      'periodDays',
      `Enter the election period the order states, in whole days (1 to ${maxElectionDays}).`,
    );
  }
  if (!orderDate || errors.any) return undefined;
  return {
    orderDate: isoOf(orderDate),
    periodDays,
    deadline: isoOf(addDays(orderDate, periodDays)),
  };
}

/**
 * The last day of an Oklahoma pooling election: the order's date plus the period the order
 * states. A reminder; the order's own words govern.
 */
export function poolingElectionDeadline(values: ToolValues): ToolOutcome {
  const errors = new ToolErrors();
  const election = readPoolingElection(values, errors);
  if (!election) return errors.outcome();
  const orderDate = parseIsoDate(election.orderDate)!;
  const deadline = parseIsoDate(election.deadline)!;
  return {
    status: 'done',
    result: {
      headlines: [{ label: 'Election period ends', value: longDate(deadline) }],
      steps: [
        {
          label: 'Order date plus the election period',
          working: `${longDate(orderDate)} + ${election.periodDays} days`,
          result: longDate(deadline),
        },
      ],
      tables: [],
      notes: [
        ...(isWeekend(deadline)
          ? [
              'That day falls on a weekend. Do not count on the period running to the next business day: send your election so it arrives before then.',
            ]
          : []),
        'The pooling order governs: its text says when the period starts, how the days are counted, and where and how your election must be received. Read it, and send the election well before the last day.',
      ],
      calendarQuery: new URLSearchParams({
        orderDate: election.orderDate,
        periodDays: String(election.periodDays),
      }).toString(),
    },
  };
}
