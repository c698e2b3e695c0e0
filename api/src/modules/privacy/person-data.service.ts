import { type DataSource } from 'typeorm';
import { type Logger } from '../../logger';
import { DeskNotFoundError } from '../owner/owner.errors';
import { RefusalError } from '../../validation/refusal.error';
import { personDataExport, type PersonDataExport } from './person-data.export';
import { type PersonDataOwners } from './person-data.ports';
import { type PersonDataCounts } from './person-data.types';
import { personKeyOf } from './person-key';
import { countsOf, isFutureMeeting, mailRefsOf, type PersonRecords } from './person-records';
import { type PrivacyAuditStore } from './privacy-audit.store';
import { CancellationNoticePendingError } from './privacy.errors';

export interface PersonDataOptions {
  /** How long forgetting waits for the cancellation e-mails to be sent before it gives up. */
  noticeWaitMs: number;
  now?: () => Date;
}

const uuidPattern = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
const noLeadMessage = 'No lead has this id.';

/**
 * The privacy policy's promise, from a lead in the desk: a copy of everything held about that
 * person (their requests, chats, meetings, blog subscription and e-mails), and forgetting it all
 * in one transaction, with a line in the audit log that tells it happened but not who.
 * The person is found by their mailbox (any case, any `+tag`) and phone number.
 */
export class PersonDataService {
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly owners: PersonDataOwners,
    private readonly audit: PrivacyAuditStore,
    private readonly logger: Logger,
    private readonly options: PersonDataOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** What is held, counted (the desk's confirmation says what will be deleted). */
  async summary(leadId: string): Promise<PersonDataCounts> {
    return countsOf(await this.records(leadId), this.now());
  }

  /** Everything held about the lead's person, as one JSON document. */
  async export(leadId: string): Promise<PersonDataExport> {
    return personDataExport(await this.records(leadId), this.now());
  }

  /**
   * Cancels their future meetings through the desk's cancel path and waits until the e-mails
   * telling them are sent (deleting a meeting takes its e-mails with it); then deletes their
   * requests, chats, meetings, subscription and e-mails, and writes the audit line, in one
   * transaction. Refused, with nothing deleted, while a cancellation e-mail is still unsent.
   */
  async forget(
    leadId: string,
    ownerId: string,
  ): Promise<{ deleted: PersonDataCounts; forgottenAt: Date }> {
    const before = await this.records(leadId);
    const cancelled = await this.cancelFutureMeetings(before);
    await this.waitForCancellationNotices(before.meetings.map((meeting) => meeting.id));
    // Read again: anything that arrived meanwhile (a late chat message) goes too.
    const records = await this.records(leadId);
    const sessionIds = records.sessionIds;
    const result = await this.dataSource.transaction(async (manager) => {
      const { owners } = this;
      // The e-mails first: the other deletes would cascade to some of them uncounted.
      const mails = await owners.mail.deleteQueuedFor(manager, mailRefsOf(records));
      const chatMessages = await owners.chatLog.deleteSessions(manager, sessionIds);
      for (const state of owners.sessionState) await state.deleteSessions(manager, sessionIds);
      const meetings = await owners.meetings.delete(
        manager,
        records.meetings.map((meeting) => meeting.id),
      );
      const subscriptions = await owners.subscriptions.delete(
        manager,
        records.subscriptions.map((subscriber) => subscriber.id),
      );
      const contactIds = records.contacts.map((contact) => contact.id);
      for (const state of owners.leadState) await state.deleteLeads(manager, contactIds);
      const contacts = await owners.contacts.delete(manager, contactIds);
      const deleted: PersonDataCounts = {
        contacts,
        chatSessions: sessionIds.length,
        chatMessages,
        meetings,
        futureMeetings: cancelled,
        subscriptions,
        mails,
      };
      const forgottenAt = await this.audit.recordForgotten(manager, ownerId, deleted);
      return { deleted, forgottenAt };
    });
    // Counts only: the log, like the audit line, keeps nothing of the person.
    this.logger.info(`Privacy: a person was forgotten (${JSON.stringify(result.deleted)})`);
    return result;
  }

  private async records(leadId: string): Promise<PersonRecords> {
    const lead = uuidPattern.test(leadId) ? await this.owners.contacts.byId(leadId) : null;
    if (!lead) throw new DeskNotFoundError(noLeadMessage);
    const { owners } = this;
    const key = personKeyOf(lead);
    const found = await owners.contacts.find(key);
    // A lead with neither e-mail nor phone is still its own person.
    const contacts = found.some((contact) => contact.id === lead.id) ? found : [lead, ...found];
    const meetings = await owners.meetings.find({
      ...key,
      contactIds: contacts.map((contact) => contact.id),
    });
    const sessionIds = [
      ...new Set(
        [...contacts, ...meetings].flatMap((row) => (row.sessionId ? [row.sessionId] : [])),
      ),
    ];
    const [messages, subscriptions] = await Promise.all([
      owners.chatLog.messagesOfSessions(sessionIds),
      owners.subscriptions.find(key.addressKey),
    ]);
    const partial = { key, contacts, sessionIds, messages, meetings, subscriptions, mails: [] };
    const mails = await owners.mail.about(mailRefsOf(partial));
    return { ...partial, mails };
  }

  /** How many were cancelled (each with its e-mail to the person queued). */
  private async cancelFutureMeetings(records: PersonRecords): Promise<number> {
    const now = this.now();
    let cancelled = 0;
    for (const meeting of records.meetings.filter((m) => isFutureMeeting(m, now))) {
      try {
        await this.owners.booking.ownerCancel(meeting.id, undefined);
        cancelled += 1;
      } catch (error) {
        // Refused: it started, was cancelled or went meanwhile; nothing left to tell them.
        if (!(error instanceof RefusalError)) throw error;
      }
    }
    if (cancelled > 0) this.owners.wakeMail();
    return cancelled;
  }

  private async waitForCancellationNotices(meetingIds: readonly string[]): Promise<void> {
    const deadline = Date.now() + this.options.noticeWaitMs;
    for (;;) {
      if ((await this.owners.mail.pendingCancellationNotices(meetingIds)) === 0) return;
      if (Date.now() >= deadline) throw new CancellationNoticePendingError();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
