import { InsightsInterval } from './insights.types';

/** The first day of the step (UTC day, ISO week from Monday, month) a day falls in. */
export function stepStart(day: string, interval: InsightsInterval): string {
  if (interval === InsightsInterval.DAY) return day;
  if (interval === InsightsInterval.MONTH) return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** Every step from the one holding `fromDay` to the one holding `toDay`, in order. */
export function stepsBetween(fromDay: string, toDay: string, interval: InsightsInterval): string[] {
  const steps: string[] = [];
  for (
    let at = new Date(`${fromDay}T00:00:00Z`);
    at <= new Date(`${toDay}T00:00:00Z`);
    at = new Date(at.getTime() + 86_400_000)
  ) {
    const start = stepStart(at.toISOString().slice(0, 10), interval);
    if (steps[steps.length - 1] !== start) steps.push(start);
  }
  return steps;
}
