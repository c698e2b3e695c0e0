import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** booked: on the calendar; done / no_show: the owner's mark afterwards; cancelled: off it. */
export type MeetingStatusValue = 'booked' | 'done' | 'no_show' | 'cancelled';

export enum MeetingStatus {
  BOOKED = 'booked',
  DONE = 'done',
  NO_SHOW = 'no_show',
  CANCELLED = 'cancelled',
}
registerEnumType(MeetingStatus, { name: 'MeetingStatus', description: 'Where a meeting stands.' });

/**
 * A consultation on the consultant's calendar. `blockedUntil` is the end plus the buffer at
 * booking time: the database refuses two meetings whose [start, blockedUntil) ranges overlap.
 */
@ObjectType({ description: 'A booked consultation call.' })
@Entity({ name: 'meetings' })
export class Meeting {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => Date, { description: 'Start, UTC.' })
  @Column({ name: 'start_at', type: 'timestamptz' })
  start!: Date;

  @Field(() => Date, { description: 'End, UTC.' })
  @Column({ name: 'end_at', type: 'timestamptz' })
  end!: Date;

  @Column({ name: 'blocked_until', type: 'timestamptz' })
  blockedUntil!: Date;

  @Field(() => MeetingStatus)
  @Column({ type: 'varchar', length: 10, default: 'booked' })
  status!: MeetingStatusValue;

  @Field({ description: "The visitor's IANA time zone, as given when booking." })
  @Column({ name: 'visitor_time_zone', type: 'varchar', length: 64 })
  visitorTimeZone!: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 40, nullable: true })
  phone!: string | null;

  @Field({ description: 'What the visitor wants to discuss.' })
  @Column({ type: 'text' })
  topic!: string;

  /** The lead this meeting belongs to (created or joined when booking). */
  @Column({ name: 'contact_id', type: 'uuid', nullable: true })
  contactId!: string | null;

  /** The chat it was booked from, if any. */
  @Column({ name: 'session_id', type: 'varchar', length: 128, nullable: true })
  sessionId!: string | null;

  /** SHA-256 of the visitor's manage token; the token itself is only ever in their e-mail. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Field({ description: "The invite's SEQUENCE: raised on every change of time or status." })
  @Column({ type: 'integer', default: 0 })
  sequence!: number;

  @Field(() => String, { nullable: true })
  @Column({ name: 'cancel_reason', type: 'text', nullable: true })
  cancelReason!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
