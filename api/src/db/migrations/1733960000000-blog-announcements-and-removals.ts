import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Two gaps of the desk's publishing closed:
 * - A post synced from its Markdown file is not news: it counts as announced (at its own date),
 *   so fixing a typo of a seeded post in the desk no longer e-mails every subscriber about an
 *   old article. Every post the desk has never touched came from a file.
 * - A post removed for good from the bin leaves its slugs behind (`blog_removed_slugs`), so the
 *   file sync never brings back, from the Markdown file, a post the consultant deleted.
 */
export class BlogAnnouncementsAndRemovals1733960000000 implements MigrationInterface {
  name = 'BlogAnnouncementsAndRemovals1733960000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `UPDATE blog_posts SET announced_at = published_at
       WHERE announced_at IS NULL AND desk_edited_at IS NULL`,
    );
    await db.query(`
      CREATE TABLE IF NOT EXISTS blog_removed_slugs (
        slug varchar(200) PRIMARY KEY,
        removed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS blog_removed_slugs`);
  }
}
