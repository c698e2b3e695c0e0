import request from 'supertest';
import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { startTestServer } from '../../testing/test-server';
import { openAllDay, openSlotsFrom, bookMutation } from '../../testing/booking-test-kit';
import {
  createOwner,
  deleteOwners,
  graphql,
  signIn,
  uniqueOwnerEmail,
} from '../../testing/desk-client';

jest.setTimeout(60_000);

/** Waits for a background write (the tie is never awaited by the request). */
async function until(done: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 100 && !(await done()); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const page = '/contact/book';
const address = '198.51.100.23';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const googlebot =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0 Safari/537.36';

const insightsQuery = `query Insights($from: DateTimeISO!, $to: DateTimeISO!) {
  siteInsights(from: $from, to: $to, interval: DAY) {
    visitors pageViews series { start pageViews visitors }
    topPages { value pageViews visitors } topReferrers { value pageViews }
    topCampaigns { value pageViews } devices { value pageViews }
    funnel { visits chats leads meetingsBooked meetingsKept meetingsMissed chatRate leadRate bookingRate keptRate }
    leadSources { source leads }
    landingPages { value chats leads meetingsBooked meetingsKept }
    sources { value chats leads meetingsBooked meetingsKept }
  } }`;

describe('insights: counted without a cookie, and followed to a meeting', () => {
  let server: RunningServer;
  const ownerEmail = uniqueOwnerEmail('insights');
  let cookie: string;
  const campaign = `fall-${newSessionId().slice(-8)}`;

  const visit = (headers: Record<string, string>, query = '') =>
    request(server.url)
      .get(`${page}${query}`)
      .set({ 'User-Agent': iphone, 'X-Forwarded-For': address, ...headers });
  const rows = async (table: string) => {
    await server.services.insights.buffer.flush();
    return server.database.dataSource.query(`SELECT * FROM ${table}`) as Promise<
      Record<string, unknown>[]
    >;
  };

  beforeAll(async () => {
    server = await startTestServer({ trustProxyHops: 1 });
    const { dataSource } = server.database;
    await dataSource.query('DELETE FROM insights_page_views');
    await dataSource.query('DELETE FROM insights_daily_counts');
    await dataSource.query('DELETE FROM insights_visit_links');
    await createOwner(dataSource, ownerEmail);
    cookie = await signIn(server, ownerEmail);
    await openAllDay(server.services.booking.availability);
  });
  afterAll(async () => {
    await deleteOwners(server.database.dataSource, [ownerEmail]);
    await server.close();
  });

  it("counts a person's page view, sets no cookie, and skips crawlers, prefetches, DNT, GPC, the desk and non-GETs", async () => {
    const skipped = [
      visit({ 'User-Agent': googlebot }),
      visit({ DNT: '1' }),
      visit({ 'Sec-GPC': '1' }),
      visit({ 'Sec-Purpose': 'prefetch' }),
      visit({ Purpose: 'prefetch' }),
      visit({ 'X-Moz': 'prefetch' }),
      request(server.url).get('/admin').set({ 'User-Agent': iphone }),
      request(server.url).post(page).set({ 'User-Agent': iphone }).type('form').send('name=x'),
      request(server.url).get('/no-such-page').set({ 'User-Agent': iphone }),
    ];
    for (const response of await Promise.all(skipped)) expect(response.status).toBeDefined();

    const shown = await visit(
      { Referer: 'https://www.google.com/search?q=mineral+rights+lawyer' },
      `?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`,
    );
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toMatch(/text\/html/);
    expect(shown.headers['set-cookie']).toBeUndefined();

    const views = await rows('insights_page_views');
    expect(views).toEqual([
      {
        id: expect.anything(),
        viewed_at: expect.any(Date),
        day: expect.anything(),
        visitor_key: expect.stringMatching(/^[0-9a-f]{32}$/),
        path: page,
        referrer_host: 'google.com',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: campaign,
        device: 'mobile',
        country: null,
      },
    ]);
    // Every column of every row: no address, no user agent, no search words.
    const stored = JSON.stringify(views);
    for (const secret of [address, 'iPhone', 'Mozilla', 'Safari', 'mineral']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('follows the visit through a chat and its booking to a kept meeting', async () => {
    const sessionId = newSessionId();
    // The chat's first message, from the same browser: the server ties the session to the
    // visit by working out the same daily key from the request (nothing added to the page).
    const sent = await request(server.url)
      .post('/graphql')
      .set({ 'User-Agent': iphone, 'X-Forwarded-For': address, 'Content-Type': 'application/json' })
      .send({
        query: 'mutation Send($input: ChatMessageInput!) { sendChatMessage(input: $input) { id } }',
        variables: { input: { sessionId, message: 'Can you look at my lease?' } },
      });
    expect(sent.body.errors).toBeUndefined();
    await until(async () => (await rows('insights_visit_links')).length === 1);
    expect(await rows('insights_visit_links')).toEqual([
      expect.objectContaining({
        kind: 'chat',
        ref: sessionId,
        landing_path: page,
        referrer_host: 'google.com',
        utm_campaign: campaign,
      }),
    ]);
    // Someone with no counted page view today (another address) is tied to nothing.
    expect(
      await server.services.insights.service.linkVisit('chat', newSessionId(), {
        address: '192.0.2.1',
        userAgent: iphone,
      }),
    ).toBe(false);

    const [start] = await openSlotsFrom(server);
    const booked = await graphql(server, bookMutation, {
      input: {
        timeZone: 'America/New_York',
        name: 'Dana Whitfield',
        email: 'dana.insights@example.com',
        topic: 'Royalty statements stopped after the lease was assigned',
        start,
        sessionId,
      },
    });
    expect(booked.body.errors).toBeUndefined();
    const meetingId = (booked.body.data?.bookMeeting as { id: string }).id;
    // The owner marks it held once it has happened (mark() waits for its start).
    await server.database.dataSource.query(`UPDATE meetings SET status = 'done' WHERE id = $1`, [
      meetingId,
    ]);

    const now = new Date();
    const result = await graphql(
      server,
      insightsQuery,
      { from: new Date(now.getTime() - 86_400_000).toISOString(), to: now.toISOString() },
      cookie,
    );
    expect(result.body.errors).toBeUndefined();
    const insights = result.body.data?.siteInsights as Record<string, unknown>;
    expect(insights).toMatchObject({
      visitors: 1,
      pageViews: 1,
      topPages: [{ value: page, pageViews: 1, visitors: 1 }],
      topReferrers: [{ value: 'google.com', pageViews: 1 }],
      topCampaigns: [{ value: `google / cpc / ${campaign}`, pageViews: 1 }],
      devices: [{ value: 'mobile', pageViews: 1 }],
      landingPages: [{ value: page, chats: 1, leads: 1, meetingsBooked: 1, meetingsKept: 1 }],
      sources: [
        {
          value: `google.com · google / cpc / ${campaign}`,
          chats: 1,
          leads: 1,
          meetingsBooked: 1,
          meetingsKept: 1,
        },
      ],
    });
    const funnel = insights.funnel as {
      visits: number;
      chats: number;
      leads: number;
      meetingsBooked: number;
      meetingsKept: number;
      chatRate: number;
      keptRate: number;
    };
    expect(funnel.visits).toBe(1);
    expect(funnel.chats).toBeGreaterThanOrEqual(1);
    expect(funnel.leads).toBeGreaterThanOrEqual(1);
    expect(funnel.meetingsKept).toBeGreaterThanOrEqual(1);
    expect(funnel.chatRate).toBe(funnel.chats / funnel.visits);
    expect(funnel.keptRate).toBe(funnel.meetingsKept / funnel.meetingsBooked);
    // The booking made the lead: counted as a booking's, not the form's.
    expect(insights.leadSources).toEqual(
      expect.arrayContaining([{ source: 'booking', leads: expect.any(Number) }]),
    );
    expect((insights.series as unknown[]).length).toBe(2);

    const links = JSON.stringify(await rows('insights_visit_links'));
    for (const secret of [address, 'iPhone', 'Mozilla']) expect(links).not.toContain(secret);
  });

  it('rolls raw views older than INSIGHTS_RAW_DAYS into daily counts, keeping the totals', async () => {
    const { dataSource } = server.database;
    const old = new Date(Date.now() - 40 * 86_400_000);
    const day = old.toISOString().slice(0, 10);
    await dataSource.query(
      `INSERT INTO insights_page_views (viewed_at, day, visitor_key, path, referrer_host, device)
       VALUES ($1, $2, 'a', '/about', 'bing.com', 'desktop'), ($1, $2, 'a', '/', NULL, 'desktop'),
              ($1, $2, 'b', '/about', NULL, 'mobile')`,
      [old, day],
    );
    const period = { from: old.toISOString(), to: old.toISOString() };
    const before = await graphql(server, insightsQuery, period, cookie);
    await server.services.insights.service.rollUp();
    const after = await graphql(server, insightsQuery, period, cookie);

    expect(
      await dataSource.query(`SELECT 1 FROM insights_page_views WHERE day = $1`, [day]),
    ).toEqual([]);
    expect(after.body.data).toEqual(before.body.data);
    expect(after.body.data?.siteInsights).toMatchObject({
      visitors: 2,
      pageViews: 3,
      topPages: [
        { value: '/about', pageViews: 2, visitors: 2 },
        { value: '/', pageViews: 1, visitors: 1 },
      ],
      topReferrers: [{ value: 'bing.com', pageViews: 1 }],
    });
    // Today's views are kept raw.
    expect((await rows('insights_page_views')).length).toBe(1);
  });

  it('refuses siteInsights to anyone but the signed-in owner, and a backwards period', async () => {
    const period = { from: new Date().toISOString(), to: new Date().toISOString() };
    const anonymous = await graphql(server, insightsQuery, period);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.data ?? null).toBeNull();
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const backwards = await graphql(
      server,
      insightsQuery,
      { from: period.to, to: new Date(Date.now() - 86_400_000).toISOString() },
      cookie,
    );
    expect(backwards.body.errors?.[0]).toMatchObject({
      message: '"from" must not be after "to".',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('ties a lead sent from the contact API to the visit it was sent in', async () => {
    const sent = await request(server.url)
      .post('/api/contacts')
      .set({ 'User-Agent': iphone, 'X-Forwarded-For': address })
      .send({
        name: 'Dana Whitfield',
        email: 'dana.form@example.com',
        message: 'Please call me about the lease on our section.',
      });
    expect(sent.status).toBe(201);
    const leadLinks = async () =>
      (await rows('insights_visit_links')).filter((link) => link.kind === 'lead');
    await until(async () => (await leadLinks()).length === 1);
    expect(await leadLinks()).toEqual([
      expect.objectContaining({ ref: sent.body.id, landing_path: page, utm_campaign: campaign }),
    ]);
  });

  it('ties a meeting booked on the page (no chat) to the visit, through its lead', async () => {
    const [, , start] = await openSlotsFrom(server);
    const booked = await request(server.url)
      .post('/graphql')
      .set({ 'User-Agent': iphone, 'X-Forwarded-For': address, 'Content-Type': 'application/json' })
      .send({
        query: bookMutation,
        variables: {
          input: {
            timeZone: 'America/New_York',
            name: 'Sam Ortiz',
            email: 'sam.insights@example.com',
            topic: 'A pooling order arrived',
            start,
          },
        },
      });
    expect(booked.body.errors).toBeUndefined();
    const [meeting] = (await server.database.dataSource.query(
      'SELECT contact_id FROM meetings WHERE id = $1',
      [booked.body.data.bookMeeting.id],
    )) as { contact_id: string }[];
    const links = async () =>
      (await rows('insights_visit_links')).filter((link) => link.ref === meeting!.contact_id);
    await until(async () => (await links()).length === 1);
    expect(await links()).toEqual([
      expect.objectContaining({ kind: 'lead', landing_path: page, utm_campaign: campaign }),
    ]);
  });
});
