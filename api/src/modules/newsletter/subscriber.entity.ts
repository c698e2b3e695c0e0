import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export enum SubscriberStatus {
  /** Asked, not confirmed: never sent anything but the confirmation e-mail. */
  PENDING = 'pending',
  CONFIRMED = 'confirmed',
  UNSUBSCRIBED = 'unsubscribed',
}

export enum SubscriptionFrequency {
  /** One e-mail for each new post. */
  EACH_POST = 'each_post',
  /** One e-mail a week listing the week's posts (none when there were none). */
  WEEKLY = 'weekly',
}

registerEnumType(SubscriberStatus, { name: 'SubscriberStatus' });
registerEnumType(SubscriptionFrequency, {
  name: 'SubscriptionFrequency',
  description: "EACH_POST: an e-mail per new post. WEEKLY: a digest of the week's posts.",
});

/** A reader who asked for the blog by e-mail (double opt-in). */
@ObjectType({ description: 'A blog e-mail subscriber (owner only).' })
@Entity({ name: 'blog_subscribers' })
export class Subscriber {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Field(() => SubscriberStatus)
  @Column({ type: 'varchar', length: 12, default: SubscriberStatus.PENDING })
  status!: SubscriberStatus;

  @Field(() => SubscriptionFrequency)
  @Column({ type: 'varchar', length: 10, default: SubscriptionFrequency.EACH_POST })
  frequency!: SubscriptionFrequency;

  /** The confirmation link works until then (a new request moves it, voiding older links). */
  @Column({ name: 'confirm_expires_at', type: 'timestamptz' })
  confirmExpiresAt!: Date;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt!: Date | null;

  /** The end of the period the last weekly digest covered. */
  @Column({ name: 'last_digest_at', type: 'timestamptz', nullable: true })
  lastDigestAt!: Date | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
