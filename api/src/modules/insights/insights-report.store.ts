import { type DataSource } from 'typeorm';
import { dimensions, type Dimension } from './daily-rollup.store';
import { articlePattern } from './visit-link.store';
import { type StepCount } from './visit-steps';

export interface DayCount {
  day: string;
  views: number;
  visitors: number;
}

export interface ValueCount {
  value: string;
  views: number;
  visitors: number;
}

/**
 * Counts over whole UTC days [fromDay, toDay], from the raw rows and the daily counts alike (a
 * day is in one or the other, never both). Visitors are told apart within a day only, so a
 * period's visitors are the sum of its days'.
 */
export class InsightsReportStore {
  constructor(private readonly dataSource: DataSource) {}

  async days(fromDay: string, toDay: string): Promise<DayCount[]> {
    const rows: { day: string; views: string; visitors: string }[] = await this.dataSource.query(
      `${this.perDay('total')} ORDER BY day`,
      [fromDay, toDay],
    );
    return rows.map((row) => ({
      day: String(row.day),
      views: Number(row.views),
      visitors: Number(row.visitors),
    }));
  }

  /** The most viewed values of a dimension (empty values left out). */
  async top(dimension: Dimension, fromDay: string, toDay: string, limit: number) {
    const rows: { value: string; views: string; visitors: string }[] = await this.dataSource.query(
      `SELECT value, sum(views) AS views, sum(visitors) AS visitors
       FROM (${this.perDay(dimension)}) AS days
       WHERE value <> '' GROUP BY value ORDER BY sum(views) DESC, value LIMIT $3`,
      [fromDay, toDay, limit],
    );
    return rows.map((row): ValueCount => ({
      value: row.value,
      views: Number(row.views),
      visitors: Number(row.visitors),
    }));
  }

  /** Visitors per article (/blog/:slug) in the period, most first. */
  async articles(fromDay: string, toDay: string, limit: number): Promise<ValueCount[]> {
    const rows: { value: string; views: string; visitors: string }[] = await this.dataSource.query(
      `SELECT value, sum(views) AS views, sum(visitors) AS visitors
       FROM (${this.perDay('page')}) AS days
       WHERE value ~ '${articlePattern}' GROUP BY value ORDER BY sum(visitors) DESC, value LIMIT $3`,
      [fromDay, toDay, limit],
    );
    return rows.map((row) => ({
      value: row.value,
      views: Number(row.views),
      visitors: Number(row.visitors),
    }));
  }

  /** The visits' steps of rolled-up days (tools used, open times asked for, left unbooked). */
  async rolledSteps(fromDay: string, toDay: string): Promise<StepCount[]> {
    const rows: { day: string; value: string; visitors: number }[] = await this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, value, visitors FROM insights_daily_counts
       WHERE dimension = 'step' AND day BETWEEN $1 AND $2`,
      [fromDay, toDay],
    );
    return rows.map((row) => ({
      day: String(row.day),
      value: row.value,
      visits: Number(row.visitors),
    }));
  }

  /** One row per day and value of the dimension: raw rows counted, daily counts as kept. */
  private perDay(dimension: Dimension): string {
    const value = dimensions[dimension];
    return `SELECT to_char(day, 'YYYY-MM-DD') AS day, value, sum(views) AS views,
                   sum(visitors) AS visitors
            FROM (
              SELECT day, left(${value}, 512) AS value, count(*) AS views,
                     count(DISTINCT visitor_key) AS visitors
              FROM insights_page_views WHERE day BETWEEN $1 AND $2
              GROUP BY day, left(${value}, 512)
              UNION ALL
              SELECT day, value, views, visitors FROM insights_daily_counts
              WHERE dimension = '${dimension}' AND day BETWEEN $1 AND $2
            ) AS counted GROUP BY day, value`;
  }
}
