import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The three tables of the spec (section 3). Plain SQL that runs on PostgreSQL 15+ and on PGlite;
 * gen_random_uuid() is built in since PostgreSQL 13, so no extension is needed.
 */
export class InitialSchema1732300000000 implements MigrationInterface {
  name = 'InitialSchema1732300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE contacts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(40),
        company varchar(200),
        message text NOT NULL,
        service varchar(100),
        location varchar(100),
        source varchar(10) NOT NULL DEFAULT 'form' CONSTRAINT contacts_source_check CHECK (source IN ('form', 'chat')),
        session_id varchar(128),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX contacts_created_at_idx ON contacts (created_at)`);

    await db.query(`
      CREATE TABLE blog_posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug varchar(200) NOT NULL CONSTRAINT blog_posts_slug_key UNIQUE,
        title varchar(300) NOT NULL,
        excerpt text NOT NULL,
        content text NOT NULL,
        category varchar(100) NOT NULL,
        published_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX blog_posts_published_at_idx ON blog_posts (published_at DESC)`);

    await db.query(`
      CREATE TABLE chat_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id varchar(128) NOT NULL,
        message text NOT NULL,
        is_user boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX chat_messages_session_created_idx ON chat_messages (session_id, created_at)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE chat_messages`);
    await db.query(`DROP TABLE blog_posts`);
    await db.query(`DROP TABLE contacts`);
  }
}
