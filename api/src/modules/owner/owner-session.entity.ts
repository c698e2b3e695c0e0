import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One signed-in browser. The cookie holds a random token; the row is keyed by its SHA-256. */
@Entity({ name: 'owner_sessions' })
export class OwnerSession {
  @PrimaryColumn({ type: 'char', length: 64 })
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Idle expiry counts from here; refreshed (at most once a minute) while the owner works. */
  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt!: Date;

  /** Absolute expiry: sign-in time + OWNER_SESSION_MAX_HOURS. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
