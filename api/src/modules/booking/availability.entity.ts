import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Opening hours on one day, local wall-clock times "HH:mm" in the consultant's zone. */
export interface OpenInterval {
  start: string;
  end: string;
}

/** A date ("yyyy-MM-dd", the consultant's zone) with its own hours; none: a day off. */
export interface DateOverride {
  date: string;
  intervals: OpenInterval[];
}

/**
 * The consultant's availability: one row (id 1), edited on the desk, read by every instance.
 * `weeklyHours` has seven entries, Monday first (ISO weekday 1..7).
 */
@Entity({ name: 'booking_settings' })
export class AvailabilityRow {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ name: 'weekly_hours', type: 'jsonb' })
  weeklyHours!: OpenInterval[][];

  @Column({ name: 'date_overrides', type: 'jsonb', default: () => "'[]'" })
  dateOverrides!: DateOverride[];

  @Column({ name: 'meeting_minutes', type: 'integer' })
  meetingMinutes!: number;

  @Column({ name: 'buffer_minutes', type: 'integer' })
  bufferMinutes!: number;

  @Column({ name: 'min_notice_minutes', type: 'integer' })
  minNoticeMinutes!: number;

  @Column({ name: 'horizon_days', type: 'integer' })
  horizonDays!: number;

  @Column({ name: 'daily_max', type: 'integer' })
  dailyMax!: number;

  @Column({ name: 'change_notice_hours', type: 'integer' })
  changeNoticeHours!: number;

  @Column({ name: 'confirmation_note', type: 'text', nullable: true })
  confirmationNote!: string | null;

  @Column({ name: 'feed_token_hash', type: 'varchar', length: 64, nullable: true })
  feedTokenHash!: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
