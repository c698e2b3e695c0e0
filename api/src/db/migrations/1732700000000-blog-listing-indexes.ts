import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Blog lists are read a page at a time, newest first with the slug breaking ties (keyset
 * pagination), for every post or one category. These indexes hold exactly that order, so a page
 * costs an index range scan of its own rows, however many posts there are. The old one-column
 * index is covered by the new one.
 */
export class BlogListingIndexes1732700000000 implements MigrationInterface {
  name = 'BlogListingIndexes1732700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX blog_posts_listing_idx ON blog_posts (published_at DESC, slug ASC)`,
    );
    await db.query(
      `CREATE INDEX blog_posts_category_listing_idx ON blog_posts (category, published_at DESC, slug ASC)`,
    );
    await db.query(`DROP INDEX blog_posts_published_at_idx`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX blog_posts_published_at_idx ON blog_posts (published_at DESC)`);
    await db.query(`DROP INDEX blog_posts_category_listing_idx`);
    await db.query(`DROP INDEX blog_posts_listing_idx`);
  }
}
