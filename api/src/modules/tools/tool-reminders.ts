import {
  isToolSlug,
  longDate,
  monthName,
  parseIsoMonth,
  readPoolingElection,
  readTexasPayments,
  site,
  toolPath,
  ToolErrors,
  type ToolValues,
} from '@landman/content';
import ical, { ICalAlarmType, type ICalCalendar } from 'ical-generator';

/** A reminder file, or why the inputs cannot make one (field name to message). */
export type ToolReminder =
  | { ok: true; filename: string; ics: string }
  | { ok: false; status: 400 | 404; error: string; fields: Record<string, string> };

/** Days before a deadline the calendar reminds the owner. */
const alarmDaysBefore = [7, 1] as const;

const dateOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
};
const calendarDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
};

function newCalendar(name: string): ICalCalendar {
  return ical({ name, prodId: { company: new URL(site.url).hostname, product: 'owner-tools' } });
}

/** An all-day event on `iso`, with reminders a week and a day before. */
function addDeadline(
  calendar: ICalCalendar,
  id: string,
  iso: string,
  summary: string,
  description: string,
  url: string,
) {
  calendar.createEvent({
    id,
    start: dateOf(iso),
    allDay: true,
    summary,
    description,
    url,
    alarms: alarmDaysBefore.map((days) => ({
      type: ICalAlarmType.display,
      trigger: days * 86_400,
      description: summary,
    })),
  });
}

function invalid(errors: ToolErrors): ToolReminder {
  const fields = Object.fromEntries(
    Object.entries(errors.fieldErrors).map(([name, e]) => [name, e.message]),
  );
  return {
    ok: false,
    status: 400,
    error: Object.values(fields)[0] ?? 'These inputs cannot make a reminder.',
    fields,
  };
}

function poolingReminder(values: ToolValues): ToolReminder {
  const errors = new ToolErrors();
  const election = readPoolingElection(values, errors);
  if (!election) return invalid(errors);
  const calendar = newCalendar('Pooling election deadline');
  const url = `${site.url}${toolPath('pooling-election-deadline')}`;
  addDeadline(
    calendar,
    `pooling-${election.orderDate}-${election.periodDays}@${new URL(site.url).hostname}`,
    election.deadline,
    'Last day of the pooling election period',
    [
      `The order dated ${longDate(calendarDate(election.orderDate))} gives ${election.periodDays} days to elect; counted from the order date, the period ends ${longDate(calendarDate(election.deadline))}.`,
      'The pooling order governs: its text says when the period starts, how the days are counted and how your election must be received. Send it well before this day.',
    ].join('\n\n'),
    url,
  );
  return {
    ok: true,
    filename: `pooling-election-${election.deadline}.ics`,
    ics: calendar.toString(),
  };
}

function texasReminder(values: ToolValues): ToolReminder {
  const errors = new ToolErrors();
  const schedule = readTexasPayments(values, errors);
  if (!schedule) return invalid(errors);
  const calendar = newCalendar('Texas royalty payment dates');
  const url = `${site.url}${toolPath('texas-royalty-payment-dates')}`;
  for (const payment of schedule.payments) {
    const month = monthName(parseIsoMonth(payment.monthOfSale)!);
    addDeadline(
      calendar,
      `tx-royalty-${schedule.product}-${payment.monthOfSale}@${new URL(site.url).hostname}`,
      payment.dueBy,
      `Royalty for ${month} ${schedule.product} due by today${payment.first ? ' (first payment)' : ''}`,
      [
        payment.first
          ? 'Tex. Nat. Res. Code section 91.402(a): the first payment is due within 120 days after the end of the month of first sale.'
          : `Tex. Nat. Res. Code section 91.402(a): later payments are due within ${schedule.product === 'oil' ? 60 : 90} days after the end of the month of sale.`,
        'The statute and your lease govern; payments may be held while title is in question.',
      ].join('\n\n'),
      url,
    );
  }
  return {
    ok: true,
    filename: `texas-royalty-${schedule.product}-${schedule.firstSaleMonth}.ics`,
    ics: calendar.toString(),
  };
}

/** The calendar file for a deadline tool's inputs (`pooling-election-deadline`, `texas-royalty-payment-dates`). */
export function toolReminder(slug: string, values: ToolValues): ToolReminder {
  if (slug === 'pooling-election-deadline') return poolingReminder(values);
  if (slug === 'texas-royalty-payment-dates') return texasReminder(values);
  const error = isToolSlug(slug)
    ? `The ${slug} tool has no calendar reminder.`
    : `There is no tool called ${slug}.`;
  return { ok: false, status: 404, error, fields: {} };
}
