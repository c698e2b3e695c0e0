import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type LeadChannel } from './lead-channel';

/** Where a consultation request came from: the contact form or the chat assistant. */
export type ContactSource = 'form' | 'chat';

/** A lead's status on the owner's desk (stored lower-case). */
export type LeadStatusValue = 'new' | 'contacted' | 'closed' | 'spam';

@ObjectType({ description: 'A stored consultation request.' })
@Entity({ name: 'contacts' })
export class Contact {
  @Field(() => ID, { description: 'Generated unique id.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field({ description: 'Full name.' })
  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Email address to reply to; null when a chat visitor left only a phone number.',
  })
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number, as typed.' })
  @Column({ type: 'varchar', length: 40, nullable: true })
  phone!: string | null;

  @Field(() => String, { nullable: true, description: 'Company or family trust, if any.' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  company!: string | null;

  @Field({ description: 'Project details as the visitor wrote them.' })
  @Column({ type: 'text' })
  message!: string;

  @Field(() => String, { nullable: true, description: 'One of the contact form service options.' })
  @Column({ type: 'varchar', length: 100, nullable: true })
  service!: string | null;

  @Field(() => String, { nullable: true, description: 'One of the contact form location options.' })
  @Column({ type: 'varchar', length: 100, nullable: true })
  location!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The owner tool the request was sent from ("Send this to ..."), if any.',
  })
  @Column({ type: 'varchar', length: 40, nullable: true })
  tool!: string | null;

  /** Internal: not exposed in the schema or the REST response. */
  @Column({ type: 'varchar', length: 10, default: 'form' })
  source!: ContactSource;

  /** Internal: the chat session that produced a chat-made request. */
  @Column({ name: 'session_id', type: 'varchar', length: 128, nullable: true })
  sessionId!: string | null;

  /** Internal: the precise way in (form, API, chat booking, chat quote); see lead-channel.ts. */
  @Column({ type: 'varchar', length: 20, default: 'api' })
  channel!: LeadChannel;

  /** Internal: the spam screen's score and reasons; a suspicious lead is kept, not mailed back. */
  @Column({ name: 'spam_score', type: 'smallint', default: 0 })
  spamScore!: number;

  @Column({ name: 'spam_reasons', type: 'text', nullable: true })
  spamReasons!: string | null;

  @Column({ type: 'boolean', default: false })
  suspicious!: boolean;

  /** Internal: the owner's desk (modules/desk/): where the lead stands, a private note, opened. */
  @Column({ type: 'varchar', length: 10, default: 'new' })
  status!: LeadStatusValue;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Column({ type: 'boolean', default: false })
  read!: boolean;

  @Field(() => Date, { description: 'When the request was received.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
