import { Field, ObjectType } from 'type-graphql';
import { ChatLink } from './chat-link.type';
import { ChatMessage } from './chat-message.entity';
import { type Topic } from '../../events/topics';

export { ChatLink };

/** What one `chatEvents` notification carries; usually one field is set. */
@ObjectType({ description: 'Something that happened in a chat session. Usually one field is set.' })
export class ChatEvent {
  @Field(() => ChatMessage, {
    nullable: true,
    description: "A stored message: the visitor's own, then the assistant's reply.",
  })
  message?: ChatMessage;

  @Field(() => Boolean, { nullable: true, description: 'The assistant started or stopped typing.' })
  typing?: boolean;

  @Field(() => String, { nullable: true, description: 'Streamed text of the reply being written.' })
  delta?: string;

  @Field(() => String, { nullable: true, description: 'The assistant could not answer.' })
  error?: string;

  @Field(() => [String], { nullable: true, description: 'Quick replies, sent with the reply.' })
  suggestions?: string[];

  @Field(() => [ChatLink], { nullable: true, description: 'Pages the reply draws on.' })
  links?: ChatLink[];
}

/** A chat event as published on the bus (plain arrays, so it survives Redis as JSON). */
export type ChatEventPayload = Omit<ChatEvent, 'suggestions' | 'links'> & {
  suggestions?: readonly string[];
  links?: readonly { label: string; href: string }[];
};

declare module '../../events/topics' {
  interface TopicArguments {
    /** Published per session id: `bus.publish(Topic.ChatEvents, sessionId, event)`. */
    [Topic.ChatEvents]: [sessionId: string, event: ChatEventPayload];
  }
}
