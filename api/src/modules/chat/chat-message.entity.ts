import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ChatAuthor } from './chat-author';
import { ChatAction, ChatSummary } from './chat-card.type';
import { ChatLink } from './chat-link.type';
import {
  ChatMeeting,
  fromStoredMeeting,
  type StoredChatMeeting,
  toStoredMeeting,
} from './chat-meeting.type';
import { ChatMessageKind } from './chat-message-kind';

/** bigint arrives from pg as a string; a chat's order number stays far below 2^53. */
const bigintAsNumber = {
  to: (value: number | undefined) => value,
  from: (value: string | number | null) => (value === null ? value : Number(value)),
};

/**
 * One stored chat message. Written only through the chat log (chat-log.ts), which decides every
 * fact about it once, when it is stored.
 */
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

  @Field(() => ChatAuthor, {
    description:
      'Who wrote the message. JOINED and LEFT lines are ASSISTANT-authored; their kind says what they are.',
  })
  @Column({ type: 'varchar', length: 10 })
  author!: ChatAuthor;

  @Field(() => ChatMessageKind, {
    description: 'MESSAGE, or JOINED / LEFT when an owner came into or left the chat.',
  })
  @Column({ type: 'varchar', length: 10, default: ChatMessageKind.MESSAGE })
  kind!: ChatMessageKind;

  @Field(() => String, {
    nullable: true,
    description:
      "The owner's display name: on the owner's messages, and on JOINED / LEFT lines the owner who came or went.",
  })
  @Column({ name: 'owner_name', type: 'varchar', length: 200, nullable: true })
  ownerName!: string | null;

  @Field({
    description:
      'An assistant reply that could not help: it offers the ways to reach a person, and the desk flags the chat.',
  })
  @Column({ name: 'needs_person', type: 'boolean', default: false })
  needsPerson!: boolean;

  /** An assistant reply with no confident answer (AssistantReply.weak); not part of the API. */
  @Column({ name: 'weak_answer', type: 'boolean', default: false })
  weakAnswer!: boolean;

  /** An assistant reply to a visitor who asked for a person (AssistantReply.wantsPerson). */
  @Column({ name: 'wants_person', type: 'boolean', default: false })
  wantsPerson!: boolean;

  /** The taught answer (modules/teaching) an assistant reply was built from. */
  @Column({ name: 'taught_answer_id', type: 'uuid', nullable: true })
  taughtAnswerId!: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "The visitor's vote on this assistant reply: true helpful, false not helpful, null none.",
  })
  @Column({ type: 'boolean', nullable: true })
  rating!: boolean | null;

  @Field(() => [ChatLink], {
    nullable: true,
    description: 'Pages the assistant drew its answer from, stored with it so history keeps them.',
  })
  @Column({ type: 'jsonb', nullable: true })
  links?: ChatLink[] | null;

  @Field(() => ChatMeeting, {
    nullable: true,
    description:
      'The meeting an assistant reply confirms (booked from the chat), as data for a card; null otherwise.',
  })
  @Column({
    type: 'jsonb',
    nullable: true,
    transformer: {
      to: (value: ChatMeeting | null | undefined) => (value ? toStoredMeeting(value) : value),
      from: (value: StoredChatMeeting | null) => fromStoredMeeting(value),
    },
  })
  meeting?: ChatMeeting | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The site path of the page the visitor was on, on a visitor's message when the widget sent it (the chat's first message carries where the chat started).",
  })
  @Column({ type: 'varchar', length: 300, nullable: true })
  page?: string | null;

  @Field(() => ChatSummary, {
    nullable: true,
    description: "A request's details shown as a card before it is sent.",
  })
  @Column({ type: 'jsonb', nullable: true })
  summary?: ChatSummary | null;

  @Field(() => [ChatAction], {
    nullable: true,
    description:
      'Typed quick replies under the message (Send / Change a summary, e-mail the transcript).',
  })
  @Column({ type: 'jsonb', nullable: true })
  actions?: ChatAction[] | null;

  @Field(() => [String], {
    description:
      "The choices an assistant reply offers (a booking's open times), which its text does not list: the widget shows them as chips under the newest reply; readers without chips list them under the text. Empty otherwise.",
  })
  @Column({
    type: 'jsonb',
    nullable: true,
    transformer: {
      to: (value: readonly string[] | null | undefined) => (value?.length ? value : null),
      from: (value: string[] | null) => value ?? [],
    },
  })
  choices!: string[];

  @Field(() => Date, { description: 'When the message was stored.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => Float, {
    description:
      "The order messages were stored in: larger is later. Order a session's messages by it (two can share a createdAt).",
  })
  @Column({ type: 'bigint', insert: false, update: false, transformer: bigintAsNumber })
  seq!: number;
}
