import { type DataSource, type EntityManager } from 'typeorm';
import { addressKeySql } from '../../kernel/address-key';
import { Subscriber } from './subscriber.entity';
import { deleteByIds } from '../../db/delete-by-ids';

/**
 * The subscribers table's side of forgetting a person: the blog subscription of their mailbox
 * (any case, any `+tag`), read for their export and deleted in the forgetting transaction (its
 * e-mail jobs cascade, as with NewsletterService.remove).
 */
export class PersonSubscriptionStore {
  constructor(private readonly dataSource: DataSource) {}

  find(addressKey: string | null): Promise<Subscriber[]> {
    if (!addressKey) return Promise.resolve([]);
    return this.dataSource
      .getRepository(Subscriber)
      .createQueryBuilder('s')
      .where(`${addressKeySql('s.email')} = :addressKey`, { addressKey })
      .orderBy('s.created_at', 'ASC')
      .getMany();
  }

  delete(manager: EntityManager, ids: readonly string[]): Promise<number> {
    return deleteByIds(manager, Subscriber, ids);
  }
}
