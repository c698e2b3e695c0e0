import { type DataSource } from 'typeorm';
import { type Logger } from '../../logger';
import { PersonDataService } from './person-data.service';
import { type PersonDataOwners } from './person-data.ports';
import { PrivacyAuditStore } from './privacy-audit.store';

/**
 * How long forgetting a person waits for their meetings' cancellation e-mails: the outbox sends
 * them at once when the mail server answers; longer means it does not, and the desk is told.
 */
const cancellationNoticeWaitMs = 20_000;

/** A person's data on request, over each table's owning module (`owners`). */
export function createPrivacy(
  dataSource: DataSource,
  owners: PersonDataOwners,
  logger: Logger,
  options: { noticeWaitMs?: number } = {},
): PersonDataService {
  return new PersonDataService(dataSource, owners, new PrivacyAuditStore(), logger, {
    noticeWaitMs: options.noticeWaitMs ?? cancellationNoticeWaitMs,
  });
}
