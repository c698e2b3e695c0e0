import { openSlotsFrom, useBookingServer } from './testing/booking-test-kit';

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
