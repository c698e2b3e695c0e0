import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type ChatAuthor } from './chat-author';
import { ChatLink } from './chat-link.type';

@ObjectType({ description: 'One message of a chat session, from the visitor or the assistant.' })
@Entity({ name: 'chat_messages' })
export class ChatMessage {
  @Field(() => ID, { description: 'Generated unique id.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field({ description: 'The chat session the message belongs to.' })
  @Column({ name: 'session_id', type: 'varchar', length: 128 })
  sessionId!: string;

  @Field({ description: 'Plain text.' })
  @Column({ type: 'text' })
  message!: string;

  @Field({
    description: 'True for the visitor, false for the assistant. Always set by the server.',
  })
  @Column({ name: 'is_user', type: 'boolean', default: false })
  isUser!: boolean;

  /**
   * Set on insert from isUser unless given (chat-author.subscriber.ts); exposed by
   * chat-author.resolver.ts, which also answers for rows stored without one.
   */
  @Column({ type: 'varchar', length: 10, nullable: true })
  author?: ChatAuthor | null;

  @Field(() => [ChatLink], {
    nullable: true,
    description: 'Pages the assistant drew its answer from, stored with it so history keeps them.',
  })
  @Column({ type: 'jsonb', nullable: true })
  links?: ChatLink[] | null;

  @Field(() => Date, { description: 'When the message was stored.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /**
   * The order messages were stored in (the database numbers them); lists are ordered by it,
   * since two messages can share a created_at. Not exposed.
   */
  @Column({ type: 'bigint', insert: false, update: false, select: false })
  seq?: string;
}
