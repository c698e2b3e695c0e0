import { type ChatMessage } from '../chat/chat-message.entity';
import { type Contact } from '../contact/contact.entity';
import { mailAbout, type PersonMailRefs, type PersonMailSummary } from '../../jobs/mail/mail-queue';
import { type PersonMeeting, type PersonSubscription } from './person-data.ports';
import { type PersonKey } from './person-key';
import { type PersonDataCounts } from './person-data.types';

/** Everything held about one person, as read from each table's owner. */
export interface PersonRecords {
  key: PersonKey;
  contacts: Contact[];
  sessionIds: string[];
  messages: ChatMessage[];
  meetings: PersonMeeting[];
  subscriptions: PersonSubscription[];
  mails: PersonMailSummary[];
}

export function mailRefsOf(records: PersonRecords): PersonMailRefs {
  return {
    addressKey: records.key.addressKey,
    about: [
      ...records.contacts.map((contact) => mailAbout('lead', contact.id)),
      ...records.sessionIds.map((sessionId) => mailAbout('chat', sessionId)),
      ...records.meetings.map((meeting) => mailAbout('meeting', meeting.id)),
      ...records.subscriptions.map((subscriber) => mailAbout('subscriber', subscriber.id)),
    ],
  };
}

/** A meeting the person would still go to: booked, not started. */
export function isFutureMeeting(meeting: PersonMeeting, now: Date): boolean {
  return meeting.status === 'booked' && meeting.start.getTime() > now.getTime();
}

export function countsOf(records: PersonRecords, now: Date): PersonDataCounts {
  return {
    contacts: records.contacts.length,
    chatSessions: records.sessionIds.length,
    chatMessages: records.messages.length,
    meetings: records.meetings.length,
    futureMeetings: records.meetings.filter((meeting) => isFutureMeeting(meeting, now)).length,
    subscriptions: records.subscriptions.length,
    mails: records.mails.length,
  };
}
