import { type DataSource, type EntityManager } from 'typeorm';
import { addressKeySql, phoneDigitsSql } from '../../kernel/address-key';
import { Meeting } from './meeting.entity';
import { deleteByIds } from '../../db/delete-by-ids';

/** How a person's meetings are recognised (modules/privacy/person-key.ts). */
export interface MeetingMatch {
  addressKey: string | null;
  phoneDigits: string | null;
  /** Their leads: a meeting booked in a chat or by the form is tied to one. */
  contactIds: readonly string[];
}

/**
 * The meetings table's side of forgetting a person: their meetings found by mailbox (any case,
 * any `+tag`), phone digits or lead, read for their export and deleted in the forgetting
 * transaction. Future meetings are cancelled first through BookingService.ownerCancel, the
 * desk's own path, so the person hears of it as from any other cancellation.
 */
export class PersonMeetingsStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Earliest first. */
  find(match: MeetingMatch): Promise<Meeting[]> {
    if (!match.addressKey && !match.phoneDigits && match.contactIds.length === 0) {
      return Promise.resolve([]);
    }
    return this.dataSource
      .getRepository(Meeting)
      .createQueryBuilder('m')
      .where(
        `(${addressKeySql('m.email')} = :addressKey
          OR ${phoneDigitsSql('m.phone')} = :phoneDigits
          OR m.contact_id = ANY(:contactIds))`,
        { ...match, contactIds: [...match.contactIds] },
      )
      .orderBy('m.start_at', 'ASC')
      .getMany();
  }

  /** Inside the forgetting transaction (their e-mails go with them); how many were deleted. */
  delete(manager: EntityManager, ids: readonly string[]): Promise<number> {
    return deleteByIds(manager, Meeting, ids);
  }
}
