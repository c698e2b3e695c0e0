import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A chat visitor may leave a request with only a phone number (ChatLeadInput): the e-mail
 * becomes optional in the table. The public form and API still require one (ContactInput).
 */
export class ContactEmailOptional1732600000000 implements MigrationInterface {
  name = 'ContactEmailOptional1732600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE contacts ALTER COLUMN email DROP NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    // Phone-only leads cannot satisfy the old rule; they are kept with an empty address.
    await db.query(`UPDATE contacts SET email = '' WHERE email IS NULL`);
    await db.query(`ALTER TABLE contacts ALTER COLUMN email SET NOT NULL`);
  }
}
