import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { ChatMessage } from '../chat/chat-message.entity';
import { Lead } from './lead.types';
import { type Topic } from '../../events/topics';

@ObjectType({ description: 'A visitor chat as the desk sees it.' })
export class DeskChat {
  @Field()
  sessionId!: string;

  @Field(() => Date)
  startedAt!: Date;

  @Field(() => Date)
  lastMessageAt!: Date;

  @Field({
    description:
      'The visitor asked for a person (or was clearly unhappy). Not set when the assistant merely could not answer: that is needsPerson on its message.',
  })
  wantsPerson!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The visitor's name, when the chat left a lead.",
  })
  visitorName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The visitor's e-mail, when the chat left a lead with one.",
  })
  visitorEmail!: string | null;

  @Field(() => String, { nullable: true, description: "The visitor's first message." })
  firstMessage!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The site path the chat started on (sent by the widget with the first message).',
  })
  startPage!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The last thing said in the chat, by anyone.',
  })
  lastMessage!: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'Since when the visitor has waited for a person: they asked for one and no owner has answered since, or an owner is in the chat and has not answered their latest messages. Null when nobody is waiting.',
  })
  waitingSince!: Date | null;

  @Field({ description: 'An owner is in the chat now (the assistant stays quiet).' })
  ownerJoined!: boolean;

  @Field(() => String, { nullable: true, description: 'Who is in the chat, when someone is.' })
  ownerName!: string | null;

  /** Resolved by DeskChatResolver (oldest first, the newest 500), only when asked for. */
  messages?: ChatMessage[];
}

export enum DeskEventKind {
  NEW_LEAD = 'NEW_LEAD',
  PERSON_REQUESTED = 'PERSON_REQUESTED',
  VISITOR_MESSAGE = 'VISITOR_MESSAGE',
  LIVE = 'LIVE',
}
registerEnumType(DeskEventKind, {
  name: 'DeskEventKind',
  description:
    'A new lead; a visitor asking for a person (or the assistant unable to help); a new visitor message in a chat an owner joined; LIVE, the first event of every subscription: events flow from here, and what was fetched before it may have missed some.',
});

@ObjectType({ description: 'Something the desk shows live.' })
export class DeskEvent {
  @Field(() => DeskEventKind)
  kind!: DeskEventKind;

  @Field(() => Date)
  at!: Date;

  @Field(() => Lead, { nullable: true, description: 'NEW_LEAD: the lead.' })
  lead?: Lead;

  @Field(() => String, { nullable: true, description: 'The chat concerned.' })
  sessionId?: string;

  @Field(() => ChatMessage, {
    nullable: true,
    description: "VISITOR_MESSAGE: the visitor's message.",
  })
  message?: ChatMessage;
}

/**
 * The event every deskEvents subscription starts with (graphql/live-subscriptions.ts): the desk
 * reloads what it fetched before, so nothing published while it subscribed goes missing.
 */
export const liveDeskEvent = (): DeskEvent => ({ kind: DeskEventKind.LIVE, at: new Date() });

declare module '../../events/topics' {
  interface TopicArguments {
    [Topic.DeskEvents]: [event: DeskEvent];
  }
}
