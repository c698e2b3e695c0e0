import { type VisitStepRow } from './visit-action.store';

/**
 * What the visits of a day did besides reading, counted in visits (a visit is one visitor key
 * on one UTC day): `tool` used any tool (a result the server worked out, or a reminder file),
 * `tool:<slug>` used that one, `slots` asked for open times (opened the booking form or asked
 * the booking dialog), `abandoned` asked for them and booked nothing in that visit.
 */
export type StepValue = 'tool' | `tool:${string}` | 'slots' | 'abandoned';

/** Per day, visits per step value. */
export type DayTallies = Map<string, Map<string, number>>;

/** Visits of one day that made one step: the daily counts' rows of the dimension `step`. */
export interface StepCount {
  day: string;
  value: string;
  visits: number;
}

/**
 * Tallies the raw days' visit steps. A visit booked when it showed a booking's confirmation
 * page (the form without JavaScript) or when a meeting booked in it is tied to it (its lead's
 * or its chat's visit): `bookedVisits` holds those as `day visitorKey`.
 */
export function tallySteps(rows: readonly VisitStepRow[], bookedVisits: ReadonlySet<string>) {
  const visits = new Map<
    string,
    { day: string; tools: Set<string>; slots: boolean; booked: boolean }
  >();
  for (const row of rows) {
    const key = `${row.day} ${row.visitorKey}`;
    let visit = visits.get(key);
    if (!visit) {
      visit = { day: row.day, tools: new Set(), slots: false, booked: bookedVisits.has(key) };
      visits.set(key, visit);
    }
    if (row.step === 'tool-result' || row.step === 'tool-reminder') visit.tools.add(row.detail);
    else if (row.step === 'slots') visit.slots = true;
    else visit.booked = true;
  }
  const tallies: DayTallies = new Map();
  const add = (day: string, value: StepValue) => {
    const perDay = tallies.get(day) ?? new Map<string, number>();
    perDay.set(value, (perDay.get(value) ?? 0) + 1);
    tallies.set(day, perDay);
  };
  for (const visit of visits.values()) {
    if (visit.tools.size > 0) add(visit.day, 'tool');
    for (const tool of visit.tools) add(visit.day, `tool:${tool}`);
    if (visit.slots) add(visit.day, 'slots');
    if (visit.slots && !visit.booked) add(visit.day, 'abandoned');
  }
  return tallies;
}

/** The raw days' tallies and the rolled-up days' counts, summed over the period. */
export function sumSteps(raw: DayTallies, rolled: readonly StepCount[]): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (value: string, visits: number) =>
    totals.set(value, (totals.get(value) ?? 0) + visits);
  for (const day of raw.values()) for (const [value, visits] of day) add(value, visits);
  for (const count of rolled) add(count.value, count.visits);
  return totals;
}
