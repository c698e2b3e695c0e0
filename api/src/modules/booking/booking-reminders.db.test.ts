import { type RunningServer } from '../../server';
import { SmtpSink } from '../../testing/mail/smtp-sink';
import { graphql } from '../../testing/desk-client';
import {
  bookMutation,
  mailsOf,
  openAllDay,
  openSlotsFrom,
  startBookingServer,
  waitForMails,
} from '../../testing/booking-test-kit';
import { mailJobsView } from '../../testing/mail/mail-jobs-view';

const isReminder = (messageId: string | undefined) => /-reminder-\d+-/.test(messageId ?? '');

describe('meeting reminders', () => {
  const smtp = new SmtpSink();
  let server: RunningServer | undefined;

  beforeAll(() => smtp.start());
  afterAll(async () => {
    if (server) {
      await server.database.dataSource.query(`DELETE FROM meetings`);
      await server.database.dataSource.query(`DELETE FROM booking_settings`);
      await server.close();
    }
    await smtp.stop();
  });

  it('are sent once each, at their time, across restarts', async () => {
    server = await startBookingServer(smtp);
    await openAllDay(server.services.booking.availability);
    // Three days ahead: both reminders (24 hours and 1 hour before) lie in the future.
    const [start] = await openSlotsFrom(server, 72);
    const booked = await graphql(server, bookMutation, {
      input: {
        start,
        timeZone: 'America/Los_Angeles',
        name: 'Morgan Reyes',
        email: 'morgan.reminders@example.com',
        topic: 'Pooling clause questions',
      },
    });
    const id = (booked.body.data?.bookMeeting as { id: string }).id;
    await waitForMails(smtp, id, (m) => /-booked-0-/.test(m.messageId ?? ''), 2);
    const jobs = await server.database.dataSource.query(
      `SELECT meeting_event, next_attempt_at, status FROM ${mailJobsView}
       WHERE meeting_id = $1 AND meeting_event LIKE 'reminder:%' ORDER BY meeting_event`,
      [id],
    );
    expect(jobs.map((job: { meeting_event: string }) => job.meeting_event)).toEqual([
      'reminder:1440',
      'reminder:60',
    ]);
    const due = (minutes: number) => new Date(new Date(start!).getTime() - minutes * 60_000);
    expect(new Date(jobs[0].next_attempt_at)).toEqual(due(1440));
    expect(new Date(jobs[1].next_attempt_at)).toEqual(due(60));
    expect(mailsOf(smtp, id).filter((m) => isReminder(m.messageId))).toHaveLength(0);

    // The process that queued them stops. In a new one, the reminders' time comes (their due
    // time is moved to now rather than waited for) and the worker finds them in the table.
    await server.close();
    server = await startBookingServer(smtp);
    await server.database.dataSource.query(
      `UPDATE jobs SET run_at = now() WHERE kind = 'mail.send'
       AND payload->'data'->>'meetingId' = $1 AND payload->'data'->>'event' LIKE 'reminder:%'`,
      [id],
    );
    const reminders = await waitForMails(smtp, id, (m) => isReminder(m.messageId), 2);
    expect(reminders.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Reminder: /),
      expect.stringMatching(/^Reminder: /),
    ]);

    // Another restart, several polls later: still exactly one of each.
    await server.close();
    server = await startBookingServer(smtp);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const sent = mailsOf(smtp, id).filter((m) => isReminder(m.messageId));
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((m) => m.messageId)).size).toBe(2);
    const statuses = await server.database.dataSource.query(
      `SELECT status FROM ${mailJobsView} WHERE meeting_id = $1 AND meeting_event LIKE 'reminder:%'`,
      [id],
    );
    expect(statuses.map((row: { status: string }) => row.status)).toEqual(['sent', 'sent']);
  });
});
