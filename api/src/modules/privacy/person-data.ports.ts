import { type EntityManager } from 'typeorm';
import { type ChatLog } from '../chat/chat-log';
import { type Contact } from '../contact/contact.entity';
import { type PersonMailRefs, type PersonMailSummary } from '../../jobs/mail/mail-queue';
import { type PersonKey } from './person-key';

/**
 * What forgetting a person needs of each table's owning module: a read for their export and a
 * delete inside the forgetting transaction. The owners implement these (contact, booking and
 * newsletter `person-*.store.ts`, the chat log, the desk's chats, the assistant's session
 * store, the mail queue); app/create-services.ts hands them over, so this module reaches no
 * table of theirs.
 */
export interface DeletesInTransaction {
  delete(manager: EntityManager, ids: readonly string[]): Promise<number>;
}

export interface PersonContacts extends DeletesInTransaction {
  /** One request by its id; null when none. */
  byId(id: string): Promise<Contact | null>;
  /** Oldest first. */
  find(match: PersonKey): Promise<Contact[]>;
}

/** The fields of a meeting the export shows and the forgetting needs. */
export interface PersonMeeting {
  id: string;
  start: Date;
  end: Date;
  status: string;
  visitorTimeZone: string;
  name: string;
  email: string | null;
  phone: string | null;
  topic: string;
  cancelReason: string | null;
  createdAt: Date;
  sessionId: string | null;
}

export interface PersonMeetings extends DeletesInTransaction {
  find(match: PersonKey & { contactIds: readonly string[] }): Promise<PersonMeeting[]>;
}

/** The person's e-mails (jobs/mail), and their meetings' cancellation notices (booking). */
export interface PersonMail {
  about(refs: PersonMailRefs): Promise<PersonMailSummary[]>;
  deleteQueuedFor(manager: EntityManager, refs: PersonMailRefs): Promise<number>;
  /** The meetings' cancellation e-mails to the visitor not sent yet. */
  pendingCancellationNotices(meetingIds: readonly string[]): Promise<number>;
}

/** The desk's cancel path (BookingService): the person gets the usual cancellation e-mail. */
export interface MeetingCancellation {
  ownerCancel(id: string, reason: string | undefined): Promise<unknown>;
}

export interface PersonSubscription {
  id: string;
  email: string;
  status: string;
  frequency: string;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

export interface PersonSubscriptions extends DeletesInTransaction {
  find(addressKey: string | null): Promise<PersonSubscription[]>;
}

/** State other modules keep per chat session (the desk's, the assistant's). */
export interface ChatSessionState {
  deleteSessions(manager: EntityManager, sessionIds: readonly string[]): Promise<number>;
}

/** State other modules keep per lead (insights' tie of a lead to its visit). */
export interface LeadState {
  deleteLeads(manager: EntityManager, leadIds: readonly string[]): Promise<number>;
}

export interface PersonDataOwners {
  contacts: PersonContacts;
  chatLog: Pick<ChatLog, 'messagesOfSessions' | 'deleteSessions'>;
  /** desk_chats, assistant_sessions, a chat's documents, insights' visit ties. */
  sessionState: readonly ChatSessionState[];
  /** Insights' visit ties of leads. */
  leadState: readonly LeadState[];
  meetings: PersonMeetings;
  booking: MeetingCancellation;
  subscriptions: PersonSubscriptions;
  mail: PersonMail;
  /** Sends the e-mails just queued (cancellation notices). */
  wakeMail: () => void;
}
