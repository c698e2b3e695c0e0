import { bookingFormPath } from '@landman/content';
import { type DataSource } from 'typeorm';
import { utcDay } from './daily-visitor-keys';
import { type VisitAction } from './visit-action';

/** One step a visit made: a tool used, open times asked for, or a booking confirmed. */
export interface VisitStepRow {
  day: string;
  visitorKey: string;
  step: 'tool-result' | 'tool-reminder' | 'slots' | 'booked';
  /** The tool's slug for a tool's step, else empty. */
  detail: string;
}

const columns: [name: string, type: string, value: (action: VisitAction) => unknown][] = [
  ['at', 'timestamptz', (action) => action.at.toISOString()],
  ['day', 'date', (action) => utcDay(action.at)],
  ['visitor_key', 'varchar', (action) => action.visitorKey],
  ['action', 'varchar', (action) => action.action],
  ['detail', 'varchar', (action) => action.detail.slice(0, 100)],
];

const insertSql = `INSERT INTO insights_visit_actions (${columns.map(([name]) => name).join(', ')})
  SELECT * FROM unnest(${columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')})`;

/** The one owner of insights_visit_actions: batches in, each visit's steps out. */
export class VisitActionStore {
  constructor(private readonly dataSource: DataSource) {}

  async insert(actions: readonly VisitAction[]): Promise<void> {
    if (actions.length === 0) return;
    await this.dataSource.query(
      insertSql,
      columns.map(([, , value]) => actions.map(value)),
    );
  }

  /**
   * The steps of the raw days [fromDay, toDay]'s visits, one row per visit, step and detail:
   * the recorded actions, and from the page views the booking form opened (its page lists the
   * open times) and a booking's confirmation page shown. Only visits with a counted page view:
   * a request that asked not to be tracked, or the owner's desk, is no visit.
   */
  async steps(fromDay: string, toDay: string): Promise<VisitStepRow[]> {
    const rows: { day: string; visitor_key: string; step: string; detail: string }[] =
      await this.dataSource.query(
        `SELECT to_char(s.day, 'YYYY-MM-DD') AS day, s.visitor_key, s.step, s.detail
         FROM (
           SELECT day, visitor_key, action AS step, detail FROM insights_visit_actions
           WHERE day BETWEEN $1 AND $2
           UNION
           SELECT day, visitor_key, CASE WHEN path = $3 THEN 'slots' ELSE 'booked' END, ''
           FROM insights_page_views
           WHERE day BETWEEN $1 AND $2 AND (path = $3 OR path LIKE $4)
         ) AS s
         WHERE EXISTS (
           SELECT 1 FROM insights_page_views p WHERE p.visitor_key = s.visitor_key AND p.day = s.day
         )`,
        [fromDay, toDay, bookingFormPath, `${bookingFormPath}/booked/%`],
      );
    return rows.map((row) => ({
      day: String(row.day),
      visitorKey: row.visitor_key,
      step: row.step as VisitStepRow['step'],
      detail: row.detail,
    }));
  }

  /** The earliest day with raw actions before `cutoffDay`, if any (for the roll-up). */
  async firstDayBefore(cutoffDay: string): Promise<string | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT to_char(min(day), 'YYYY-MM-DD') AS day FROM (
         SELECT min(day) AS day FROM insights_visit_actions WHERE day < $1
         UNION ALL SELECT min(day) FROM insights_page_views WHERE day < $1
       ) AS firsts`,
      [cutoffDay],
    )) as { day: string | null }[];
    return row?.day ?? undefined;
  }
}
