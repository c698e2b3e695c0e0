import { type ParsedMail } from 'mailparser';
import { type Config } from '../config';
import { createLogger } from '../logger';
import { type RunningServer, startServer } from '../server';
import { withConnectRetry } from './connect-retry';
import { testConfig } from './test-config';
import { graphql } from './desk-client';
import { SmtpSink, until } from './mail/smtp-sink';
import { type AvailabilityService } from '../modules/booking/availability.service';

/** A server mailing the sink, polling the outbox fast, with booking limits a test can reach. */
export function startBookingServer(
  smtp: SmtpSink,
  overrides: Partial<Config> = {},
): Promise<RunningServer> {
  const base = testConfig();
  const config = testConfig({
    mail: {
      ...base.mail,
      smtpUrl: smtp.url,
      pollIntervalMs: 100,
      retryBaseMs: 20,
      retryMaxMs: 200,
    },
    booking: { ...base.booking, perClientPerHour: 1_000, perEmailPerHour: 1_000 },
    ...overrides,
  });
  return withConnectRetry(() => startServer(config, createLogger(config.logLevel)));
}

/** Open every day around the clock, no notice: any test time has slots. */
export function openAllDay(availability: AvailabilityService) {
  const allDay = [{ start: '00:00', end: '24:00' }];
  return availability.update({
    weeklyHours: Array.from({ length: 7 }, () => allDay),
    dateOverrides: [],
    minNoticeMinutes: 0,
    bufferMinutes: 0,
    dailyMax: 48,
    horizonDays: 30,
    changeNoticeHours: 0,
  });
}

export const slotsQuery = `query Slots($from: DateTimeISO!, $to: DateTimeISO!, $timeZone: String!) {
  availableSlots(from: $from, to: $to, timeZone: $timeZone) { start end } }`;

export const bookMutation = `mutation Book($input: BookMeetingInput!) {
  bookMeeting(input: $input) { id start end status sequence manageToken consultantTimeZone } }`;

export async function openSlotsFrom(server: RunningServer, hoursAhead = 2): Promise<string[]> {
  const from = new Date(Date.now() + hoursAhead * 3_600_000);
  const to = new Date(from.getTime() + 2 * 86_400_000);
  const result = await graphql(server, slotsQuery, {
    from: from.toISOString(),
    to: to.toISOString(),
    timeZone: 'America/New_York',
  });
  return (result.body.data?.availableSlots as { start: string }[]).map((slot) => slot.start);
}

/** The e-mails about one meeting (their Message-IDs name it). */
export function mailsOf(smtp: SmtpSink, meetingId: string): ParsedMail[] {
  return smtp.messages.filter((m) => m.messageId?.includes(`meeting-${meetingId}-`));
}

export async function waitForMails(
  smtp: SmtpSink,
  meetingId: string,
  match: (mail: ParsedMail) => boolean,
  count: number,
): Promise<ParsedMail[]> {
  await until(
    () => mailsOf(smtp, meetingId).filter(match).length >= count,
    20_000,
    `${count} e-mails of meeting ${meetingId}`,
  );
  return mailsOf(smtp, meetingId).filter(match);
}

/** The text/calendar part of an e-mail (nodemailer's icalEvent alternative). */
export function calendarOf(mail: ParsedMail): string {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!part) throw new Error(`No calendar part in "${mail.subject ?? ''}"`);
  return part.content.toString('utf8');
}

/** An iCalendar text's unfolded lines, and the VEVENT blocks' properties by name. */
export function parseCalendar(text: string) {
  const lines = text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  const top: Record<string, string> = {};
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = undefined;
    } else {
      const at = line.indexOf(':');
      const name = line.slice(0, at).split(';')[0] ?? '';
      const value = line.slice(at + 1);
      if (current) current[name] = current[name] ?? value;
      else top[name] = top[name] ?? value;
      if (current && name === 'ORGANIZER') current.ORGANIZER_LINE = line;
    }
  }
  return { method: top.METHOD, events };
}

/** "2026-03-10T15:00:00.000Z" as iCalendar writes a UTC time: "20260310T150000Z". */
export const icalUtc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * Closed every day: no slot to book, so a consultation asked for in the chat is a request with
 * preferred times (the assistant's fallback), which the request-flow tests exercise.
 */
export function closeAllDays(availability: AvailabilityService) {
  return availability.update({ weeklyHours: Array.from({ length: 7 }, () => []) });
}

/** Back to the defaults for the next test file on this database. */
export async function resetAvailability(server: RunningServer) {
  await server.database.dataSource.query(`DELETE FROM booking_settings`);
}

/**
 * The booking test files' server: an SMTP sink, a booking server mailing it and open all day;
 * afterwards its meetings and availability are cleared for the next file on this database.
 * Returns the sink and the running server (valid inside tests).
 */
export function useBookingServer(overrides: Partial<Config> = {}) {
  const smtp = new SmtpSink();
  let server: RunningServer | undefined;
  beforeAll(async () => {
    await smtp.start();
    server = await startBookingServer(smtp, overrides);
    await openAllDay(server.services.booking.availability);
  });
  afterAll(async () => {
    if (server) {
      await server.database.dataSource.query(`DELETE FROM meetings`);
      await resetAvailability(server);
      await server.close();
    }
    await smtp.stop();
  });
  return {
    smtp,
    server: (): RunningServer => {
      if (!server) throw new Error('The booking test server has not started.');
      return server;
    },
  };
}
