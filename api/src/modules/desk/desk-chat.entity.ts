import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { type AwayMessageState } from './away-message.steps';

/**
 * The desk's state of one chat session, shared by every instance: whether the visitor asked for
 * a person, and which owner is in the chat. No row: an ordinary chat with the assistant.
 */
@Entity({ name: 'desk_chats' })
export class DeskChatState {
  @PrimaryColumn({ name: 'session_id', type: 'varchar', length: 128 })
  sessionId!: string;

  @Column({ name: 'wants_person', type: 'boolean', default: false })
  wantsPerson!: boolean;

  @Column({ name: 'person_requested_at', type: 'timestamptz', nullable: true })
  personRequestedAt!: Date | null;

  @Column({ name: 'owner_id', type: 'uuid', nullable: true })
  ownerId!: string | null;

  @Column({ name: 'owner_name', type: 'varchar', length: 200, nullable: true })
  ownerName!: string | null;

  @Column({ name: 'owner_joined_at', type: 'timestamptz', nullable: true })
  ownerJoinedAt!: Date | null;

  /** The owner left a visitor unanswered too long: the assistant answers until they write again. */
  @Column({ name: 'assistant_resumed', type: 'boolean', default: false })
  assistantResumed!: boolean;

  /** Away mode: the step of the message being taken while nobody is at the desk; null: none. */
  @Column({ name: 'away_message', type: 'jsonb', nullable: true })
  awayMessage!: AwayMessageState | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
