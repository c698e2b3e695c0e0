import request from 'supertest';
import { testConfig } from '../../testing/test-config';
import { useBookingServer } from '../../testing/booking-test-kit';

/** The form's hidden token and the open times it lists (radio values), read from the page. */
function readForm(html: string) {
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  const starts = [...html.matchAll(/name="start" value="([^"]+)"/g)].map((m) => m[1] as string);
  return { token: token ?? '', starts };
}

const details = {
  timeZone: 'America/New_York',
  name: 'Dana Whitfield',
  email: 'dana.nojs@example.com',
  phone: '',
  topic: 'A pipeline easement offer on our pasture',
};

describe('GET/POST /contact/book (booking without JavaScript)', () => {
  // Five bookings an hour per e-mail address, as production's default: the flood test's limit.
  const { server } = useBookingServer({
    booking: { ...testConfig().booking, perClientPerHour: 1_000, perEmailPerHour: 5 },
  });
  const meetingCount = async () =>
    Number(
      (
        (await server().database.dataSource.query(
          `SELECT count(*)::int AS n FROM meetings WHERE email = $1`,
          [details.email],
        )) as { n: number }[]
      )[0]?.n,
    );

  const form = async (query = '?tz=America/New_York') => {
    const page = await request(server().url).get(`/contact/book${query}`);
    expect(page.status).toBe(200);
    return { page, ...readForm(page.text) };
  };
  const post = (fields: Record<string, string>) =>
    request(server().url).post('/contact/book').type('form').send(fields);

  it('lists the open times by day in the chosen zone, names the zones, and is never kept', async () => {
    const { page, token, starts } = await form();
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(page.text).toMatch(
      /Times are in New York time \(America\/New_York\); the consultant works in Chicago time \(America\/Chicago\)/,
    );
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(starts.length).toBeGreaterThan(10);
    const slots = await server().services.booking.booking.slots(
      new Date(),
      new Date(Date.now() + 14 * 86_400_000),
    );
    expect(starts.slice(0, 5)).toEqual(slots.slice(0, 5).map((s) => s.start.toISOString()));
    expect(page.text).not.toContain('<script');
    // The consultant's zone when none (or a made-up one) is chosen.
    expect((await form('?tz=Mars/Olympus')).page.text).toContain(
      "Times are in Chicago time (America/Chicago), the consultant's time zone.",
    );
  });

  it('books through BookingService, redirects (303) to the booked page, and shows the time', async () => {
    const { token, starts } = await form();
    const start = starts[2] as string;
    const posted = await post({ ...details, start, formToken: token });
    expect(posted.status).toBe(303);
    const location = posted.headers.location as string;
    expect(location).toMatch(/^\/contact\/book\/booked\/[A-Za-z0-9_-]{43}$/);
    const booked = await request(server().url).get(location);
    expect(booked.status).toBe(200);
    expect(booked.text).toContain('Your call is booked');
    expect(booked.text).toContain('dana.nojs@example.com');
    const manageToken = location.split('/').at(-1) as string;
    const meeting = await server().services.booking.booking.byToken(manageToken);
    expect(meeting?.start.toISOString()).toBe(start);
    expect(meeting).toMatchObject({ visitorTimeZone: 'America/New_York', name: details.name });
    expect(booked.text).toContain(`href="/meetings/${manageToken}"`);

    // The same time again: SLOT_TAKEN, the form with the message and fresh times.
    const again = await form();
    expect(again.starts).not.toContain(start);
    const taken = await post({ ...details, start, formToken: again.token });
    expect(taken.status).toBe(409);
    expect(taken.text).toContain('That time was just taken by another visitor');
    const fresh = readForm(taken.text);
    expect(fresh.starts).not.toContain(start);
    expect(fresh.starts.length).toBeGreaterThan(0);
    expect(taken.text).toContain('value="Dana Whitfield"');
    expect(await meetingCount()).toBe(1);

    expect((await request(server().url).get(`/contact/book/booked/${'A'.repeat(43)}`)).status).toBe(
      404,
    );
  });

  it('shows bad input again with a message under each field (400), never a 500', async () => {
    const before = await meetingCount();
    const { token, starts } = await form();
    const refused = await post({
      ...details,
      name: '',
      email: 'not-an-address',
      start: starts[5] as string,
      formToken: token,
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('id="name-error"');
    expect(refused.text).toContain('id="email-error"');
    expect(refused.text).toContain('value="not-an-address"');
    expect(refused.text).toContain(`value="${starts[5]}" checked`);

    const noTime = await post({ ...details, formToken: token });
    expect(noTime.status).toBe(400);
    expect(noTime.text).toContain('Please pick one of the open times.');

    const notOpen = await post({ ...details, start: '2001-01-01T15:00:00.000Z', formToken: token });
    expect(notOpen.status).toBe(400);
    expect(notOpen.text).toContain('id="start-error"');
    expect(await meetingCount()).toBe(before);
  });

  it('refuses a post without a valid form token, or from another site', async () => {
    const before = await meetingCount();
    const { token, starts } = await form();
    const start = starts[7] as string;
    const forged = await post({ ...details, start, formToken: `${token.slice(0, -2)}xx` });
    expect(forged.status).toBe(400);
    expect(forged.text).toContain('This form was not sent from our booking page');
    expect((await post({ ...details, start })).status).toBe(400);
    const crossSite = await request(server().url)
      .post('/contact/book')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send({ ...details, start, formToken: token });
    expect(crossSite.status).toBe(403);
    expect(await meetingCount()).toBe(before);
  });

  it('answers a flood from one e-mail address with 429, Retry-After and the form again', async () => {
    const { token } = await form();
    // A time in the past passes the fields, counts against the limits, and is then refused.
    const attempt = () =>
      post({
        ...details,
        email: 'flood.nojs@example.com',
        start: '2001-01-01T15:00:00.000Z',
        formToken: token,
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(400);
    const flooded = await attempt();
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    expect(flooded.text).toContain('We have received too many bookings from you');
    expect(flooded.text).toContain('value="flood.nojs@example.com"');
    expect(readForm(flooded.text).starts.length).toBeGreaterThan(0);
  });
});
