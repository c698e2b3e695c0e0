const dayMs = 86_400_000;

/** A period of whole UTC days, as the date inputs hold them (YYYY-MM-DD, both included). */
export interface InsightsPeriod {
  from: string;
  to: string;
}

export const utcDate = (at: Date) => at.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  utcDate(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * dayMs));

/** The last `days` days, today included. */
export function lastDays(days: number, now: Date): InsightsPeriod {
  const to = utcDate(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** Days in the period (1 for a single day; 0 when `from` is after `to`). */
export function periodDays(period: InsightsPeriod): number {
  const span = Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`);
  return span < 0 ? 0 : Math.round(span / dayMs) + 1;
}

/** The as-long period just before, for comparison. */
export function previousPeriod(period: InsightsPeriod): InsightsPeriod {
  const days = periodDays(period);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** The query's arguments: noon UTC of each day (the API counts whole UTC days). */
export function periodArguments(period: InsightsPeriod) {
  return { from: `${period.from}T12:00:00.000Z`, to: `${period.to}T12:00:00.000Z` };
}

/** The change from the previous period, "+25%", "−10%", "new" or "—" (nothing before or now). */
export function changeLabel(now: number, before: number): string {
  if (before === 0) return now === 0 ? '—' : 'new';
  const change = Math.round(((now - before) / before) * 100);
  return `${change >= 0 ? '+' : '−'}${Math.abs(change)}%`;
}
