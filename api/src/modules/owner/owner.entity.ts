import { Field, ID, ObjectType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@ObjectType({ description: 'The consultant (or a colleague) signed in to the desk at /admin.' })
@Entity({ name: 'owners' })
export class Owner {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field({ description: 'The address the owner signs in with.' })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Field({ description: 'The name visitors see when the owner joins a chat.' })
  @Column({ name: 'display_name', type: 'varchar', length: 200 })
  displayName!: string;

  /** argon2id, in its PHC string form (salt and parameters included). */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  /** Base32 TOTP secret; null when the second factor is off. */
  @Column({ name: 'totp_secret', type: 'varchar', length: 64, nullable: true })
  totpSecret!: string | null;

  /**
   * The last TOTP step (Unix time / 30 s) that signed in: each code opens one session only.
   * bigint, which the pg driver returns as a string.
   */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true })
  totpLastStep!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
