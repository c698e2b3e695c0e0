import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What each blog post was synced from: a hash of the article (an unchanged file writes nothing)
 * and the file's modification time (an instance holding an older copy of an article never
 * writes it over a newer one). Rows synced before this migration have neither; the next sync
 * fills them in.
 */
export class BlogSourceVersion1732500000000 implements MigrationInterface {
  name = 'BlogSourceVersion1732500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE blog_posts
        ADD COLUMN content_hash char(64),
        ADD COLUMN source_modified_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE blog_posts DROP COLUMN content_hash, DROP COLUMN source_modified_at`);
  }
}
