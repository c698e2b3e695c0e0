import { type DataSource, In } from 'typeorm';
import { type LeadChannel } from './lead-channel';
import { Contact } from './contact.entity';

/** The lead a chat's desk view shows beside it. */
export type SessionLead = Pick<Contact, 'sessionId' | 'name' | 'email' | 'createdAt'>;

/**
 * The leads a chat session made, read for other modules (the desk's chat list, the transcript
 * e-mail): the contacts table is this module's, and only it queries it.
 */
export class SessionLeads {
  constructor(private readonly dataSource: DataSource) {}

  /** The leads of these sessions, oldest first (so the latest of each session comes last). */
  ofSessions(sessionIds: readonly string[]): Promise<SessionLead[]> {
    if (sessionIds.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(Contact).find({
      select: { sessionId: true, name: true, email: true, createdAt: true },
      where: { sessionId: In([...sessionIds]) },
      order: { createdAt: 'ASC' },
    });
  }

  /** The e-mail address of the session's latest lead made through one of `channels`, if any. */
  async latestAddress(
    sessionId: string,
    channels: readonly LeadChannel[],
  ): Promise<string | undefined> {
    const rows: { email: string }[] = await this.dataSource.query(
      `SELECT email FROM contacts
       WHERE session_id = $1 AND email IS NOT NULL AND channel = ANY($2::varchar[])
       ORDER BY created_at DESC LIMIT 1`,
      [sessionId, channels],
    );
    return rows[0]?.email;
  }
}
