import { graphql } from '../../testing/desk-client';
import {
  icalUtc,
  openSlotsFrom,
  parseCalendar,
  useBookingServer,
} from '../../testing/booking-test-kit';

describe('POST /api/meetings', () => {
  const { server } = useBookingServer();

  const post = async (body: unknown) => {
    const response = await fetch(`${server().url}/api/meetings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const visitor = {
    timeZone: 'America/Denver',
    name: 'Casey Rowan',
    email: 'casey.rowan@example.com',
    topic: 'Pipeline easement offer',
  };

  it('books (201), then answers the same slot with 409 SLOT_TAKEN and the next open slots', async () => {
    const [start] = await openSlotsFrom(server());
    const booked = await post({ ...visitor, start });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      start,
      status: 'booked',
      visitorTimeZone: 'America/Denver',
      consultantTimeZone: 'America/Chicago',
    });
    expect(booked.body.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const taken = await post({ ...visitor, email: 'someone.else@example.com', start });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('SLOT_TAKEN');
    expect(taken.body.error).toMatch(/just taken/);
    const next = taken.body.nextSlots as { start: string; end: string }[];
    expect(next.length).toBeGreaterThan(0);
    expect(next.every((slot) => slot.start > start!)).toBe(true);
  });

  it('answers bad input and a refused time with 400 and the reason', async () => {
    const [start] = await openSlotsFrom(server(), 30);
    const badZone = await post({ ...visitor, start, timeZone: 'Nowhere/Special' });
    expect(badZone.status).toBe(400);
    expect((badZone.body.fields as Record<string, string>).timeZone).toMatch(/IANA/);

    const badStart = await post({ ...visitor, start: 'next tuesday' });
    expect(badStart.status).toBe(400);
    expect(badStart.body.fields).toHaveProperty('start');

    const past = await post({ ...visitor, start: '2020-01-06T15:00:00.000Z' });
    expect(past).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    expect(past.body.error).toEqual(expect.any(String));

    const notJson = await fetch(`${server().url}/api/meetings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1,2]',
    });
    expect(notJson.status).toBe(400);
  });
});

describe('GET /api/meetings/<token>/invite.ics', () => {
  const { server } = useBookingServer();

  const book = async (start: string) => {
    const response = await fetch(`${server().url}/api/meetings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        timeZone: 'America/Denver',
        name: 'Casey Rowan',
        email: 'casey.rowan@example.com',
        phone: '(432) 555-0199',
        topic: 'Pipeline easement offer',
        start,
      }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; end: string; manageToken: string };
  };
  const invite = (token: string) => fetch(`${server().url}/api/meetings/${token}/invite.ics`);

  it("downloads the visitor's invite (the e-mailed event's UID), and its CANCEL once cancelled", async () => {
    const [start] = await openSlotsFrom(server(), 40);
    const meeting = await book(start!);
    const response = await invite(meeting.manageToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="consultation-call.ics"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { method, events } = parseCalendar(await response.text());
    expect(method).toBe('REQUEST');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      UID: expect.stringMatching(new RegExp(`^meeting-${meeting.id}@`)),
      DTSTART: icalUtc(start!),
      DTEND: icalUtc(meeting.end),
      SUMMARY: expect.stringMatching(/^Consultation call with /),
    });
    expect(events[0]!.DESCRIPTION).toContain('will call you at (432) 555-0199');
    expect(events[0]!.DESCRIPTION).toContain(`/meetings/${meeting.manageToken}`);

    await graphql(
      server(),
      'mutation C($token: String!) { cancelMeeting(token: $token) { status } }',
      { token: meeting.manageToken },
    );
    const cancelled = parseCalendar(await (await invite(meeting.manageToken)).text());
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.events[0]).toMatchObject({ STATUS: 'CANCELLED' });
  });

  it('answers an unknown link with 404 JSON', async () => {
    const response = await invite('A'.repeat(43));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NOT_FOUND',
      error: 'This meeting link is not valid, or the meeting is over.',
    });
  });
});
