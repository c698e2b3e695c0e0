import { site } from '@landman/content';
import { type PersonRecords } from './person-records';

/**
 * The person's data as one JSON document (their copy before they are forgotten): every field
 * stored about them, in plain names, with the chats' messages grouped by chat.
 */
export function personDataExport(records: PersonRecords, now: Date) {
  return {
    about: `Everything ${site.name} holds about one person, as of ${now.toISOString()}.`,
    exportedAt: now.toISOString(),
    matchedBy: {
      email: records.key.addressKey,
      phoneDigits: records.key.phoneDigits,
    },
    requests: records.contacts.map((contact) => ({
      receivedAt: contact.createdAt.toISOString(),
      via: contact.channel,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      company: contact.company,
      service: contact.service,
      location: contact.location,
      tool: contact.tool,
      message: contact.message,
      status: contact.status,
      consultantNote: contact.note,
      chatSession: contact.sessionId,
    })),
    chats: records.sessionIds.map((sessionId) => ({
      session: sessionId,
      messages: records.messages
        .filter((message) => message.sessionId === sessionId)
        .map((message) => ({
          at: message.createdAt.toISOString(),
          author: message.author.toLowerCase(),
          kind: message.kind.toLowerCase(),
          text: message.message,
          page: message.page ?? null,
        })),
    })),
    meetings: records.meetings.map((meeting) => ({
      start: meeting.start.toISOString(),
      end: meeting.end.toISOString(),
      status: meeting.status,
      timeZone: meeting.visitorTimeZone,
      name: meeting.name,
      email: meeting.email,
      phone: meeting.phone,
      topic: meeting.topic,
      cancelReason: meeting.cancelReason,
      bookedAt: meeting.createdAt.toISOString(),
      chatSession: meeting.sessionId,
    })),
    blogSubscriptions: records.subscriptions.map((subscriber) => ({
      email: subscriber.email,
      status: subscriber.status,
      frequency: subscriber.frequency,
      requestedAt: subscriber.createdAt.toISOString(),
      confirmedAt: subscriber.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: subscriber.unsubscribedAt?.toISOString() ?? null,
    })),
    emails: records.mails.map((mail) => ({
      kind: mail.kind,
      status: mail.status,
      toThem: mail.toThem,
      recipient: mail.recipient,
      queuedAt: mail.queuedAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
    })),
  };
}

export type PersonDataExport = ReturnType<typeof personDataExport>;
