import { type EntityManager } from 'typeorm';
import { type PersonDataCounts } from './person-data.types';

/**
 * privacy_audit_log: that a person was forgotten, when, by which desk owner and how many rows
 * of each kind went; never who (no name, address, phone or id of the person).
 */
export class PrivacyAuditStore {
  async recordForgotten(
    manager: EntityManager,
    ownerId: string,
    counts: PersonDataCounts,
  ): Promise<Date> {
    const [row] = (await manager.query(
      `INSERT INTO privacy_audit_log (action, owner_id, counts)
       VALUES ('person_forgotten', $1, $2::jsonb) RETURNING created_at`,
      [ownerId, JSON.stringify(counts)],
    )) as { created_at: Date | string }[];
    return new Date(row?.created_at ?? Date.now());
  }
}
