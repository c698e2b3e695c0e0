import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The consultant writes the blog from the desk: posts get a status (draft, scheduled,
 * published), their Markdown source, a mark that the desk owns them (the file sync then never
 * writes them), a recoverable deletion, a cover image and the moment the newsletter announced
 * them. Revisions, redirects from changed slugs, images and e-mail subscribers get tables of
 * their own; the mail outbox learns e-mails about subscriptions and posts.
 */
export class BlogPublishing1733600000000 implements MigrationInterface {
  name = 'BlogPublishing1733600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE blog_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        alt varchar(300) NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        widths integer[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      ALTER TABLE blog_posts
        ADD COLUMN status varchar(10) NOT NULL DEFAULT 'published'
          CONSTRAINT blog_posts_status_check CHECK (status IN ('draft', 'scheduled', 'published')),
        ADD COLUMN markdown text,
        ADD COLUMN desk_edited_at timestamptz,
        ADD COLUMN deleted_at timestamptz,
        ADD COLUMN announced_at timestamptz,
        ADD COLUMN cover_image_id uuid REFERENCES blog_images (id) ON DELETE SET NULL`);
    // The scheduler's question ("what is due?") and the desk's lists.
    await db.query(
      `CREATE INDEX blog_posts_scheduled_idx ON blog_posts (published_at) WHERE status = 'scheduled'`,
    );
    await db.query(`
      CREATE TABLE blog_post_revisions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
        title varchar(300) NOT NULL,
        slug varchar(200) NOT NULL,
        excerpt text NOT NULL,
        markdown text NOT NULL,
        category varchar(100) NOT NULL,
        published_at timestamptz NOT NULL,
        status varchar(10) NOT NULL,
        cover_image_id uuid,
        autosave boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX blog_post_revisions_post_idx ON blog_post_revisions (post_id, created_at DESC)`,
    );
    await db.query(`
      CREATE TABLE blog_slug_redirects (
        old_slug varchar(200) PRIMARY KEY,
        post_id uuid NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE blog_subscribers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        status varchar(12) NOT NULL DEFAULT 'pending'
          CONSTRAINT blog_subscribers_status_check
          CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        frequency varchar(10) NOT NULL DEFAULT 'each_post'
          CONSTRAINT blog_subscribers_frequency_check CHECK (frequency IN ('each_post', 'weekly')),
        confirm_expires_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        last_digest_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE UNIQUE INDEX blog_subscribers_email_key ON blog_subscribers (lower(email))`,
    );
    await db.query(`
      ALTER TABLE mail_jobs
        ADD COLUMN subscriber_id uuid REFERENCES blog_subscribers (id) ON DELETE CASCADE,
        ADD COLUMN post_id uuid REFERENCES blog_posts (id) ON DELETE CASCADE,
        ADD COLUMN digest_until timestamptz`);
    // One announcement of a post per subscriber; one digest per subscriber and period.
    await db.query(`
      CREATE UNIQUE INDEX mail_jobs_subscriber_post_key ON mail_jobs (subscriber_id, post_id)
      WHERE subscriber_id IS NOT NULL AND post_id IS NOT NULL`);
    await db.query(`
      CREATE UNIQUE INDEX mail_jobs_subscriber_digest_key ON mail_jobs (subscriber_id, digest_until)
      WHERE subscriber_id IS NOT NULL AND digest_until IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM mail_jobs WHERE subscriber_id IS NOT NULL`);
    await db.query(`DROP INDEX mail_jobs_subscriber_digest_key`);
    await db.query(`DROP INDEX mail_jobs_subscriber_post_key`);
    await db.query(
      `ALTER TABLE mail_jobs DROP COLUMN digest_until, DROP COLUMN post_id, DROP COLUMN subscriber_id`,
    );
    await db.query(`DROP TABLE blog_subscribers`);
    await db.query(`DROP TABLE blog_slug_redirects`);
    await db.query(`DROP TABLE blog_post_revisions`);
    await db.query(`DROP INDEX blog_posts_scheduled_idx`);
    await db.query(`DELETE FROM blog_posts WHERE status <> 'published' OR deleted_at IS NOT NULL`);
    await db.query(`
      ALTER TABLE blog_posts DROP COLUMN cover_image_id, DROP COLUMN announced_at,
        DROP COLUMN deleted_at, DROP COLUMN desk_edited_at, DROP COLUMN markdown,
        DROP COLUMN status`);
    await db.query(`DROP TABLE blog_images`);
  }
}
