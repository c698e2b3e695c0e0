import { Field, ObjectType, registerEnumType } from 'type-graphql';

/** What a summary card sums up. */
export enum ChatSummaryKind {
  CONSULTATION = 'CONSULTATION',
  BOOKING = 'BOOKING',
  QUOTE = 'QUOTE',
}
registerEnumType(ChatSummaryKind, {
  name: 'ChatSummaryKind',
  description:
    'CONSULTATION: a consultation request; BOOKING: a consultation booked in an open slot; QUOTE: a quote request.',
});

/** What a typed quick reply does when the visitor picks it. */
export enum ChatActionKind {
  /** Sends the request the summary above shows (sends `reply` as the visitor's message). */
  SEND = 'SEND',
  /** Asks to change a detail of the summary (sends `reply`). */
  CHANGE = 'CHANGE',
  /** Asks for the conversation by e-mail (the emailChatTranscript mutation, no message). */
  EMAIL_TRANSCRIPT = 'EMAIL_TRANSCRIPT',
}
registerEnumType(ChatActionKind, {
  name: 'ChatActionKind',
  description:
    'SEND / CHANGE: send `reply` as the visitor (confirm or change the summary); EMAIL_TRANSCRIPT: call emailChatTranscript.',
});

@ObjectType({ description: 'One detail of a summary card.' })
export class ChatSummaryField {
  @Field()
  label!: string;

  @Field()
  value!: string;
}

@ObjectType({
  description:
    "A request's details before it is sent, as a card (the message's text says the same for clients that show only text).",
})
export class ChatSummary {
  @Field(() => ChatSummaryKind)
  kind!: ChatSummaryKind;

  @Field({ description: 'The card\'s heading, e.g. "Your consultation request".' })
  title!: string;

  @Field(() => [ChatSummaryField])
  fields!: ChatSummaryField[];
}

@ObjectType({ description: 'A typed quick reply: a button under the message.' })
export class ChatAction {
  @Field(() => ChatActionKind)
  kind!: ChatActionKind;

  @Field({ description: 'The button text.' })
  label!: string;

  @Field(() => String, {
    nullable: true,
    description: 'SEND / CHANGE: the message sent as the visitor when picked.',
  })
  reply?: string | null;
}
