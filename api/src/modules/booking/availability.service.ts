import { type DataSource } from 'typeorm';
import { type Availability, defaultAvailability } from './availability';
import { AvailabilityRow } from './availability.entity';
import { hashToken, newSecretToken } from './secret-token';

/** The owner's changes to the availability; what is left out stays as it is. */
export type AvailabilityChanges = Partial<Omit<Availability, 'timeZone'>>;

/**
 * The consultant's availability, stored in one row so every instance reads the same; until the
 * owner saves their own, the defaults apply. The zone is the BOOKING_TIME_ZONE setting.
 */
export class AvailabilityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly timeZone: string,
  ) {}

  async get(): Promise<Availability> {
    const row = await this.dataSource.getRepository(AvailabilityRow).findOneBy({ id: 1 });
    return row ? this.fromRow(row) : { ...defaultAvailability, timeZone: this.timeZone };
  }

  async update(changes: AvailabilityChanges): Promise<Availability> {
    const current = await this.get();
    const next = { ...current, ...changes };
    await this.dataSource.query(
      `INSERT INTO booking_settings (id, weekly_hours, date_overrides, meeting_minutes,
         buffer_minutes, min_notice_minutes, horizon_days, daily_max, change_notice_hours,
         confirmation_note, updated_at)
       VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8, $9, now())
       ON CONFLICT (id) DO UPDATE SET weekly_hours = $1, date_overrides = $2,
         meeting_minutes = $3, buffer_minutes = $4, min_notice_minutes = $5, horizon_days = $6,
         daily_max = $7, change_notice_hours = $8, confirmation_note = $9, updated_at = now()`,
      [
        JSON.stringify(next.weeklyHours),
        JSON.stringify([...next.dateOverrides].sort((a, b) => a.date.localeCompare(b.date))),
        next.meetingMinutes,
        next.bufferMinutes,
        next.minNoticeMinutes,
        next.horizonDays,
        next.dailyMax,
        next.changeNoticeHours,
        next.confirmationNote,
      ],
    );
    return this.get();
  }

  /**
   * A new secret address for the private calendar feed; the old one stops working at once. The
   * token is returned this once and only its hash is kept.
   */
  async newFeedToken(): Promise<string> {
    await this.ensureRow();
    const token = newSecretToken();
    await this.dataSource.query(`UPDATE booking_settings SET feed_token_hash = $1 WHERE id = 1`, [
      hashToken(token),
    ]);
    return token;
  }

  async revokeFeedToken(): Promise<void> {
    await this.dataSource.query(`UPDATE booking_settings SET feed_token_hash = NULL WHERE id = 1`);
  }

  async hasFeed(): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM booking_settings WHERE id = 1 AND feed_token_hash IS NOT NULL`,
    );
    return rows.length > 0;
  }

  async isFeedToken(token: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM booking_settings WHERE id = 1 AND feed_token_hash = $1`,
      [hashToken(token)],
    );
    return rows.length > 0;
  }

  private async ensureRow(): Promise<void> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM booking_settings WHERE id = 1`,
    );
    if (rows.length === 0) await this.update({});
  }

  private fromRow(row: AvailabilityRow): Availability {
    return {
      timeZone: this.timeZone,
      weeklyHours: row.weeklyHours,
      dateOverrides: row.dateOverrides,
      meetingMinutes: row.meetingMinutes,
      bufferMinutes: row.bufferMinutes,
      minNoticeMinutes: row.minNoticeMinutes,
      horizonDays: row.horizonDays,
      dailyMax: row.dailyMax,
      changeNoticeHours: row.changeNoticeHours,
      confirmationNote: row.confirmationNote,
    };
  }
}
