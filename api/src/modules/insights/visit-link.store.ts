import { type DataSource, type EntityManager } from 'typeorm';
import { utcDay } from './daily-visitor-keys';

/** What a chat or a lead is tied to: the visit it began in. */
export type VisitLinkKind = 'chat' | 'lead';

/** Where a visit came in: its first page, and the referrer and campaign of that page view. */
export interface VisitLanding {
  kind: VisitLinkKind;
  /** A chat session id, or a lead's id. */
  ref: string;
  /** The visit's UTC day, and its visitor key (cleared once the day is rolled up). */
  day: string;
  visitorKey: string | null;
  /** The articles (/blog/:slug) read anywhere in the visit. */
  articles: readonly string[];
  landingPath: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** An article's path, /blog/:slug (a regular expression for SQL's `~`). */
export const articlePattern = '^/blog/[^/]+$';

/** The one owner of insights_visit_links and insights_visit_reads. */
export class VisitLinkStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Ties `ref` to the visit of `visitorKey` on the day of `at`, copying its landing page and
   * source in. False when the visitor has no counted page view that day (Do Not Track, a
   * crawler, a page served before a restart of the buffer): nothing is tied then.
   */
  async link(kind: VisitLinkKind, ref: string, visitorKey: string, at: Date): Promise<boolean> {
    const day = utcDay(at);
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO insights_visit_links
         (kind, ref, day, visitor_key, landing_path, referrer_host, utm_source, utm_medium, utm_campaign)
       SELECT $1, $2, day, visitor_key, path, referrer_host, utm_source, utm_medium, utm_campaign
       FROM insights_page_views
       WHERE visitor_key = $3 AND day = $4 AND viewed_at <= $5
       ORDER BY viewed_at, id LIMIT 1
       ON CONFLICT (kind, ref) DO NOTHING
       RETURNING ref`,
      [kind, ref.slice(0, 128), visitorKey, day, at],
    );
    return rows.length > 0;
  }

  /** A forgotten person's chats' ties to their visits (inside the forgetting transaction). */
  deleteSessions(manager: EntityManager, sessionIds: readonly string[]): Promise<number> {
    return this.deleteRefs(manager, 'chat', sessionIds);
  }

  /** A forgotten person's leads' ties to their visits (inside the forgetting transaction). */
  deleteLeads(manager: EntityManager, leadIds: readonly string[]): Promise<number> {
    return this.deleteRefs(manager, 'lead', leadIds);
  }

  private async deleteRefs(
    manager: EntityManager,
    kind: VisitLinkKind,
    refs: readonly string[],
  ): Promise<number> {
    if (refs.length === 0) return 0;
    const result: unknown = await manager.query(
      `DELETE FROM insights_visit_links WHERE kind = $1 AND ref = ANY($2::text[]) RETURNING ref`,
      [kind, refs],
    );
    // TypeORM's postgres driver returns [rows, count] for DELETE ... RETURNING.
    const rows = (
      Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result
    ) as unknown[];
    return rows.length;
  }

  /**
   * The visits of chats and leads begun from `fromDay` (a lead may follow days later), with the
   * articles each read: from its page views while they are raw, then as kept at the roll-up.
   */
  async since(fromDay: string): Promise<VisitLanding[]> {
    const [rows, reads] = await Promise.all([
      this.dataSource.query(
        `SELECT kind, ref, to_char(day, 'YYYY-MM-DD') AS day, visitor_key, landing_path,
                referrer_host, utm_source, utm_medium, utm_campaign
         FROM insights_visit_links WHERE day >= $1`,
        [fromDay],
      ) as Promise<Record<string, string | null>[]>,
      this.dataSource.query(
        `SELECT l.kind, l.ref, p.path FROM insights_visit_links l
         JOIN insights_page_views p ON p.visitor_key = l.visitor_key AND p.day = l.day
         WHERE l.day >= $1 AND p.path ~ '${articlePattern}'
         GROUP BY l.kind, l.ref, p.path
         UNION
         SELECT r.kind, r.ref, r.path FROM insights_visit_reads r
         JOIN insights_visit_links l ON l.kind = r.kind AND l.ref = r.ref
         WHERE l.day >= $1`,
        [fromDay],
      ) as Promise<{ kind: string; ref: string; path: string }[]>,
    ]);
    const articles = new Map<string, string[]>();
    for (const read of reads) {
      const key = `${read.kind}\n${read.ref}`;
      articles.set(key, [...(articles.get(key) ?? []), read.path]);
    }
    return rows.map((row) => ({
      kind: row.kind as VisitLinkKind,
      ref: row.ref as string,
      day: row.day as string,
      visitorKey: row.visitor_key ?? null,
      articles: (articles.get(`${row.kind}\n${row.ref}`) ?? []).sort(),
      landingPath: row.landing_path ?? null,
      referrerHost: row.referrer_host ?? null,
      utmSource: row.utm_source ?? null,
      utmMedium: row.utm_medium ?? null,
      utmCampaign: row.utm_campaign ?? null,
    }));
  }
}
