import { useBookingServer } from '../../testing/booking-test-kit';
import { until } from '../../testing/mail/smtp-sink';
import { weeklySummaryJob } from './weekly-summary';

jest.setTimeout(60_000);

describe("the owner's weekly summary e-mail", () => {
  const { smtp, server } = useBookingServer();

  it('is queued by the weekly job and written from the past week: visits, missed meetings, booking abandoned and the best articles', async () => {
    const { dataSource } = server().database;
    await dataSource.query('DELETE FROM insights_page_views');
    await dataSource.query('DELETE FROM insights_daily_counts');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const day = twoDaysAgo.toISOString().slice(0, 10);
    await dataSource.query(
      `INSERT INTO insights_page_views (viewed_at, day, visitor_key, path, device)
       VALUES ($1, $2, 'a', '/blog/pooling-orders-explained', 'desktop'),
              ($1, $2, 'b', '/blog/pooling-orders-explained', 'mobile'),
              ($1, $2, 'b', '/about', 'mobile'),
              ($1, $2, 'c', '/contact/book', 'mobile')`,
      [twoDaysAgo, day],
    );
    // Booked two days ago for yesterday, never marked held: missed.
    const start = new Date(Date.now() - 86_400_000);
    const end = new Date(start.getTime() + 30 * 60_000);
    await dataSource.query(
      `INSERT INTO meetings (start_at, end_at, blocked_until, status, visitor_time_zone, name,
         topic, token_hash, created_at)
       VALUES ($1, $2, $2, 'booked', 'America/Chicago', 'Weekly Test', 'Test', $3, $4)`,
      [start, end, 'f'.repeat(64), twoDaysAgo],
    );

    await server().services.jobs.runRecurringNow(weeklySummaryJob);
    const isSummary = (messageId: string | undefined) => /<insights-weekly-/.test(messageId ?? '');
    await until(() => smtp.messages.some((m) => isSummary(m.messageId)), 20_000, 'the summary');
    const mail = smtp.messages.find((m) => isSummary(m.messageId))!;
    expect(mail.subject).toMatch(/your week on the website/);
    expect(mail.text).toContain('Visits: 3 (4 page views)');
    expect(mail.text).toContain('Meetings booked: 1; kept: 0; missed: 1');
    expect(mail.text).toContain(
      'Booking abandoned: 1 of 1 visit that looked at open times left without booking (100%)',
    );
    expect(mail.text).toContain('/blog/pooling-orders-explained');
    expect(mail.text).not.toContain('/about\n');
    expect(mail.text).toContain('Questions the assistant answered worst:');
  });
});
