import { Field, ObjectType } from 'type-graphql';

/**
 * A meeting an assistant reply confirms, as data (never parsed back out of the text): the widget
 * may show it as a card, in the visitor's zone.
 */
@ObjectType({ description: 'A booked meeting a chat message confirms.' })
export class ChatMeeting {
  @Field(() => Date, { description: 'Start, UTC.' })
  start!: Date;

  @Field(() => Date, { description: 'End, UTC.' })
  end!: Date;

  @Field({ description: "The visitor's IANA time zone the message words the time in." })
  timeZone!: string;
}

/** The meeting as stored in chat_messages.meeting (jsonb). */
export interface StoredChatMeeting {
  start: string;
  end: string;
  timeZone: string;
}

export function toStoredMeeting(meeting: ChatMeetingData): StoredChatMeeting {
  return {
    start: meeting.start.toISOString(),
    end: meeting.end.toISOString(),
    timeZone: meeting.timeZone,
  };
}

export function fromStoredMeeting(stored: StoredChatMeeting | null): ChatMeeting | null {
  if (!stored) return null;
  return Object.assign(new ChatMeeting(), {
    start: new Date(stored.start),
    end: new Date(stored.end),
    timeZone: stored.timeZone,
  });
}

export type ChatMeetingData = Pick<ChatMeeting, 'start' | 'end' | 'timeZone'>;
