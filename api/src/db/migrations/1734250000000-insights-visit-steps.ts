import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Insights' further steps of a visit (modules/insights/): tools used and open times asked for
 * (insights_visit_actions, by the same one-day visitor key as the page views), and the articles
 * a chat's or lead's visit read, kept when its raw page views are rolled up.
 *
 * Page views get cheaper to write (measured with `npm run bench:insights`): nothing refers to a
 * view by its id, so the primary key's index goes (the column stays, for ordering ties), and
 * `day` is appended in order, so a BRIN index serves its range scans at a fraction of a B-tree's
 * cost per row.
 */
export class InsightsVisitSteps1734250000000 implements MigrationInterface {
  name = 'InsightsVisitSteps1734250000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE insights_page_views DROP CONSTRAINT insights_page_views_pkey`);
    await db.query(`DROP INDEX insights_page_views_day_idx`);
    await db.query(
      `CREATE INDEX insights_page_views_day_idx ON insights_page_views USING brin (day)`,
    );
    // action: tool-result (a tool's form answered by the server), tool-reminder (its .ics
    // downloaded), slots (open times asked for); detail: the tool's slug.
    await db.query(`
      CREATE TABLE insights_visit_actions (
        at timestamptz NOT NULL,
        day date NOT NULL,
        visitor_key varchar(32) NOT NULL,
        action varchar(16) NOT NULL,
        detail varchar(100) NOT NULL DEFAULT ''
      )`);
    await db.query(`CREATE INDEX insights_visit_actions_day_idx ON insights_visit_actions (day)`);
    await db.query(`
      CREATE TABLE insights_visit_reads (
        kind varchar(10) NOT NULL,
        ref varchar(128) NOT NULL,
        path varchar(512) NOT NULL,
        PRIMARY KEY (kind, ref, path),
        FOREIGN KEY (kind, ref) REFERENCES insights_visit_links (kind, ref) ON DELETE CASCADE
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE insights_visit_reads`);
    await db.query(`DROP TABLE insights_visit_actions`);
    await db.query(`DROP INDEX insights_page_views_day_idx`);
    await db.query(`CREATE INDEX insights_page_views_day_idx ON insights_page_views (day)`);
    await db.query(`ALTER TABLE insights_page_views ADD PRIMARY KEY (id)`);
  }
}
