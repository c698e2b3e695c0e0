import ICAL from 'ical.js';
import request from 'supertest';
import { type RunningServer } from '../../server';
import { sampleContact } from '../../testing/fixtures/contact';
import { startTestServer } from '../../testing/test-server';
import { toolReminder } from './tool-reminders';

/** The file's events as a real iCalendar parser reads them (ical.js, Mozilla's). */
function parsedEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      summary: event.summary,
      description: event.description,
      alarms: vevent
        .getAllSubcomponents('valarm')
        .map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
    };
  });
}

describe('deadline reminders (.ics)', () => {
  it('the pooling election file parses: one all-day event on the last day, with reminders', () => {
    const reminder = toolReminder('pooling-election-deadline', {
      orderDate: '2025-03-14',
      periodDays: '20',
    });
    if (!reminder.ok) throw new Error(reminder.error);
    expect(reminder.filename).toBe('pooling-election-2025-04-03.ics');
    const [event, ...others] = parsedEvents(reminder.ics);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      start: '2025-04-03',
      allDay: true,
      summary: 'Last day of the pooling election period',
    });
    expect(event!.description).toMatch(/The pooling order governs/);
    expect(event!.alarms).toEqual(['-P7D', '-P1D']);
  });

  it('the Texas payment file parses: the first payment and six later months', () => {
    const reminder = toolReminder('texas-royalty-payment-dates', {
      firstSaleMonth: '2025-01',
      product: 'gas',
    });
    if (!reminder.ok) throw new Error(reminder.error);
    const events = parsedEvents(reminder.ics);
    expect(events).toHaveLength(7);
    expect(events[0]).toMatchObject({
      start: '2025-05-31',
      summary: 'Royalty for January 2025 gas due by today (first payment)',
    });
    // February 2025: the 28th plus 90 days.
    expect(events[1]).toMatchObject({ start: '2025-05-29' });
    expect(events[1]!.description).toMatch(/section 91\.402/);
  });

  it('refuses inputs it cannot use, naming the field', () => {
    const reminder = toolReminder('pooling-election-deadline', { orderDate: '2025-02-30' });
    expect(reminder).toMatchObject({
      ok: false,
      status: 400,
      fields: { orderDate: expect.stringMatching(/as a date/) },
    });
    expect(toolReminder('net-acres', {})).toMatchObject({ ok: false, status: 404 });
  });
});

describe('owner tools over HTTP', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('GET /api/tools/<tool>.ics answers a calendar download, or 400 JSON for bad inputs', async () => {
    const ok = await request(server.url).get(
      '/api/tools/pooling-election-deadline.ics?orderDate=2025-03-14&periodDays=30',
    );
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ok.headers['content-disposition']).toBe(
      'attachment; filename="pooling-election-2025-04-13.ics"',
    );
    expect(parsedEvents(ok.text)[0]!.start).toBe('2025-04-13');
    const bad = await request(server.url).get(
      '/api/tools/pooling-election-deadline.ics?periodDays=0',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      orderDate: 'Enter the date of the pooling order.',
      periodDays: 'Enter the election period the order states, in whole days (1 to 365).',
    });
    expect((await request(server.url).get('/api/tools/made-up.ics')).status).toBe(404);
  });

  it('GET /api/tools/<tool>.ics with a 14,000-digit figure answers 400, naming the field', async () => {
    const huge = '9'.repeat(14_000);
    const period = await request(server.url).get(
      `/api/tools/pooling-election-deadline.ics?orderDate=2025-03-14&periodDays=${huge}`,
    );
    expect(period.status).toBe(400);
    expect(period.body).toEqual({
      error: 'The election period is too long: enter at most 30 characters (14,000 were entered).',
      fields: {
        periodDays:
          'The election period is too long: enter at most 30 characters (14,000 were entered).',
      },
    });
    const month = await request(server.url).get(
      `/api/tools/texas-royalty-payment-dates.ics?firstSaleMonth=${huge}&product=oil`,
    );
    expect(month.status).toBe(400);
    expect(month.body.fields).toEqual({
      firstSaleMonth:
        'The month of first sale is too long: enter at most 30 characters (14,000 were entered).',
    });
  });

  it('a contact request sent from a tool records the tool; an unknown tool is refused', async () => {
    const message = 'From the Net Mineral & Royalty Acres tool:\n- Net mineral acres: 10';
    const response = await request(server.url)
      .post('/api/contacts')
      .send({ ...sampleContact, message, tool: 'net-acres' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ tool: 'net-acres', message });
    const [row] = await server.database.dataSource.query(
      'SELECT tool, message FROM contacts WHERE id = $1',
      [response.body.id],
    );
    expect(row).toEqual({ tool: 'net-acres', message });
    const refused = await request(server.url)
      .post('/api/contacts')
      .send({ ...sampleContact, tool: 'appraisal' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ tool: 'Tool must be one of the tools on this site.' });
  });
});
