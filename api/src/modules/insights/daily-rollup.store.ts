import { type DataSource } from 'typeorm';
import { articlePattern } from './visit-link.store';
import { type DayTallies } from './visit-steps';

/** Each dimension of the daily counts, and the raw column (an SQL expression) it counts by. */
export const dimensions = {
  total: `''`,
  page: 'path',
  referrer: `coalesce(referrer_host, '')`,
  campaign: `concat_ws(' / ', utm_source, utm_medium, utm_campaign)`,
  device: 'device',
  country: `coalesce(country, '')`,
} as const;

export type Dimension = keyof typeof dimensions;

/**
 * Retention (INSIGHTS_RAW_DAYS): raw page views of days before the cutoff become daily counts
 * per dimension (views, and visitors told apart that day), then are deleted; so are the visit
 * actions, whose steps the caller tallied (`steps`, dimension `step`: visits per step). The
 * visit links of those days lose their visitor key and keep their landing page, source and the
 * articles their visit read. One transaction: a failure leaves the raw rows for the next run,
 * never counts twice.
 */
export async function rollUpDaysBefore(
  dataSource: DataSource,
  cutoffDay: string,
  steps: DayTallies = new Map(),
): Promise<number> {
  return dataSource.transaction(async (manager) => {
    const stepRows = [...steps].flatMap(([day, values]) =>
      [...values].map(([value, visits]) => [day, value, visits] as const),
    );
    if (stepRows.length > 0) {
      await manager.query(
        `INSERT INTO insights_daily_counts (day, dimension, value, views, visitors)
         SELECT day, 'step', left(value, 512), visits, visits
         FROM unnest($1::date[], $2::varchar[], $3::integer[]) AS s(day, value, visits)
         WHERE day < $4
         ON CONFLICT (day, dimension, value) DO UPDATE
         SET views = insights_daily_counts.views + excluded.views,
             visitors = insights_daily_counts.visitors + excluded.visitors`,
        [
          stepRows.map((row) => row[0]),
          stepRows.map((row) => row[1]),
          stepRows.map((row) => row[2]),
          cutoffDay,
        ],
      );
    }
    await manager.query(`DELETE FROM insights_visit_actions WHERE day < $1`, [cutoffDay]);
    await manager.query(
      `INSERT INTO insights_visit_reads (kind, ref, path)
       SELECT DISTINCT l.kind, l.ref, p.path FROM insights_visit_links l
       JOIN insights_page_views p ON p.visitor_key = l.visitor_key AND p.day = l.day
       WHERE l.day < $1 AND p.path ~ '${articlePattern}'
       ON CONFLICT DO NOTHING`,
      [cutoffDay],
    );
    for (const [dimension, value] of Object.entries(dimensions)) {
      await manager.query(
        `INSERT INTO insights_daily_counts (day, dimension, value, views, visitors)
         SELECT day, $2, left(${value}, 512), count(*), count(DISTINCT visitor_key)
         FROM insights_page_views WHERE day < $1
         GROUP BY day, left(${value}, 512)
         ON CONFLICT (day, dimension, value) DO UPDATE
         SET views = insights_daily_counts.views + excluded.views,
             visitors = insights_daily_counts.visitors + excluded.visitors`,
        [cutoffDay, dimension],
      );
    }
    const [, deleted] = (await manager.query(`DELETE FROM insights_page_views WHERE day < $1`, [
      cutoffDay,
    ])) as [unknown, number];
    await manager.query(
      `UPDATE insights_visit_links SET visitor_key = NULL WHERE day < $1 AND visitor_key IS NOT NULL`,
      [cutoffDay],
    );
    return deleted;
  });
}
