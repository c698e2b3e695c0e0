import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { type RunningServer } from '../../server';
import { startTestServer } from '../../testing/test-server';
import {
  bookMutation,
  openAllDay,
  openSlotsFrom,
  slotsQuery,
} from '../../testing/booking-test-kit';
import {
  createOwner,
  deleteOwners,
  graphql,
  signIn,
  uniqueOwnerEmail,
} from '../../testing/desk-client';

jest.setTimeout(90_000);

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const googlebot =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0 Safari/537.36';
const dayMs = 86_400_000;

const insightsQuery = `query Insights($from: DateTimeISO!, $to: DateTimeISO!) {
  siteInsights(from: $from, to: $to, interval: DAY) {
    visitors
    funnel { visits chats toolUses leads meetingsBooked meetingsKept meetingsMissed slotsAsked
      bookingAbandoned toolRate missedRate abandonRate }
    leadSources { source leads }
    landingPages { value leads }
    articles { value visitors chats leads meetingsBooked meetingsKept meetingsMissed }
    tools { tool visits }
  } }`;

interface Insights {
  visitors: number;
  funnel: Record<string, number>;
  leadSources: { source: string; leads: number }[];
  landingPages: { value: string; leads: number }[];
  articles: { value: string; visitors: number; leads: number }[];
  tools: { tool: string; visits: number }[];
}

/** Waits for a background write (ties are never awaited by the request). */
async function until(done: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 100 && !(await done()); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('insights: tools used, booking abandoned, meetings missed, and what articles led to', () => {
  let server: RunningServer;
  const ownerEmail = uniqueOwnerEmail('insights-steps');
  let cookie: string;

  /**
   * A browser of its own: one address (through the trusted proxy) and user agent. `viewed`
   * stands for a page of the web build (these tests run without one) served to it: the row
   * the recorder writes for it (recording itself: page-view-recorder.test.ts, insights.e2e).
   */
  const visitor = (address: string, userAgent = firefox) => ({
    viewed: async (path: string) => {
      const at = new Date();
      const key = server.services.insights.service.visitorKey({ address, userAgent }, at);
      await server.database.dataSource.query(
        `INSERT INTO insights_page_views (viewed_at, day, visitor_key, path, device)
         VALUES ($1, $2, $3, $4, 'desktop')`,
        [at, at.toISOString().slice(0, 10), key, path],
      );
    },
    get: (path: string) =>
      request(server.url).get(path).set({ 'User-Agent': userAgent, 'X-Forwarded-For': address }),
    graphql: (query: string, variables: Record<string, unknown>, headers = {}) =>
      request(server.url)
        .post('/graphql')
        .set({
          'User-Agent': userAgent,
          'X-Forwarded-For': address,
          'Content-Type': 'application/json',
          ...headers,
        })
        .send({ query, variables }),
    contact: (body: Record<string, unknown>) =>
      request(server.url)
        .post('/api/contacts')
        .set({ 'User-Agent': userAgent, 'X-Forwarded-For': address })
        .send(body),
  });

  const insights = async (from: Date, to: Date): Promise<Insights> => {
    await server.services.insights.buffer.flush();
    const result = await graphql(
      server,
      insightsQuery,
      { from: from.toISOString(), to: to.toISOString() },
      cookie,
    );
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.siteInsights as Insights;
  };
  const today = () => insights(new Date(), new Date());
  const linksOf = async (ref: string) => {
    const rows: unknown[] = await server.database.dataSource.query(
      'SELECT 1 FROM insights_visit_links WHERE ref = $1',
      [ref],
    );
    return rows.length;
  };
  const slotsVariables = () => ({
    from: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    to: new Date(Date.now() + 2 * dayMs).toISOString(),
    timeZone: 'America/New_York',
  });

  beforeAll(async () => {
    server = await startTestServer({ trustProxyHops: 1 });
    const { dataSource } = server.database;
    for (const table of [
      'insights_page_views',
      'insights_daily_counts',
      'insights_visit_reads',
      'insights_visit_links',
      'insights_visit_actions',
    ]) {
      await dataSource.query(`DELETE FROM ${table}`);
    }
    // The funnel counts every lead, chat and meeting of the day: earlier files on this worker's
    // database leave theirs (their meetings, documents and e-mails go with their leads).
    await dataSource.query('TRUNCATE contacts, chat_messages CASCADE');
    await createOwner(dataSource, ownerEmail);
    cookie = await signIn(server, ownerEmail);
    await openAllDay(server.services.booking.availability);
  });
  afterAll(async () => {
    await deleteOwners(server.database.dataSource, [ownerEmail]);
    await server.close();
  });

  it("counts a tool's result worked out by the server and its reminder file as tools used, and a lead sent from a tool as the tool's", async () => {
    const person = visitor('198.51.100.31');
    await person.viewed('/tools/pooling-election-deadline');
    const reminder = await person.get(
      '/api/tools/pooling-election-deadline.ics?orderDate=2025-03-14&periodDays=20',
    );
    expect(reminder.status).toBe(200);
    expect(reminder.headers['content-type']).toMatch(/text\/calendar/);
    // Not a use: a crawler's download, one that asked not to be tracked, and a download by a
    // client with no page view today (no visit).
    await visitor('198.51.100.32', googlebot).get(
      '/api/tools/pooling-election-deadline.ics?orderDate=2025-03-14&periodDays=20',
    );
    await visitor('198.51.100.33')
      .get('/api/tools/pooling-election-deadline.ics?orderDate=2025-03-14&periodDays=20')
      .set('DNT', '1');
    await visitor('198.51.100.34').get(
      '/api/tools/pooling-election-deadline.ics?orderDate=2025-03-14&periodDays=20',
    );
    // Only opening a tool is reading, not using it.
    await visitor('198.51.100.35').viewed('/tools/net-acres');

    const sent = await person.contact({
      name: 'Ray Tool',
      email: 'ray.tool@example.com',
      message: 'My net acres came out at 0.625; can you check the division order?',
      tool: 'net-acres',
    });
    expect(sent.status).toBe(201);

    const result = await today();
    expect(result.visitors).toBe(2);
    expect(result.funnel).toMatchObject({ visits: 2, toolUses: 1, toolRate: 0.5, leads: 1 });
    expect(result.tools).toEqual([{ tool: 'pooling-election-deadline', visits: 1 }]);
    // Every source is listed, a tool's lead under "tool".
    expect(result.leadSources).toEqual([
      { source: 'tool', leads: 1 },
      { source: 'booking', leads: 0 },
      { source: 'chat', leads: 0 },
      { source: 'form', leads: 0 },
    ]);
  });

  it('counts visits that asked for open times and booked nothing as booking abandoned', async () => {
    // Opened the booking form (its page lists the open times) and left.
    expect((await visitor('198.51.100.41').get('/contact/book')).status).toBe(200);
    // Read a page, asked the booking dialog for times, and booked.
    const booker = visitor('198.51.100.42');
    await booker.viewed('/services');
    const asked = await booker.graphql(slotsQuery, slotsVariables());
    expect(asked.body.errors).toBeUndefined();
    const [, start] = await openSlotsFrom(server);
    const booked = await booker.graphql(bookMutation, {
      input: {
        timeZone: 'America/New_York',
        name: 'Bea Booker',
        email: 'bea.booker@example.com',
        topic: 'A lease offer on inherited minerals',
        start,
      },
    });
    expect(booked.body.errors).toBeUndefined();
    const [meeting] = (await server.database.dataSource.query(
      'SELECT contact_id FROM meetings WHERE id = $1',
      [booked.body.data.bookMeeting.id],
    )) as { contact_id: string }[];
    await until(async () => (await linksOf(meeting!.contact_id)) === 1);
    // Not a visit: asked with no page view today; the owner's desk previewing times.
    await visitor('198.51.100.43').graphql(slotsQuery, slotsVariables());
    const owner = visitor('198.51.100.44');
    await owner.viewed('/');
    await owner.graphql(slotsQuery, slotsVariables(), { Cookie: cookie });

    const { funnel } = await today();
    expect(funnel).toMatchObject({ slotsAsked: 2, bookingAbandoned: 1, abandonRate: 0.5 });
  });

  it('counts a meeting past its end and still booked as missed, as well as a no-show', async () => {
    const { dataSource } = server.database;
    const day = new Date(Date.now() - 300 * dayMs);
    const meeting = (status: string, startsInDays: number) => {
      const startAt = new Date(Date.now() + startsInDays * dayMs);
      const endAt = new Date(startAt.getTime() + 30 * 60_000);
      return dataSource.query(
        `INSERT INTO meetings (start_at, end_at, blocked_until, status, visitor_time_zone, name,
           topic, token_hash, created_at)
         VALUES ($1, $2, $2, $3, 'America/Chicago', 'Missed Test', 'Test', $4, $5)`,
        [startAt, endAt, status, randomUUID().replace(/-/g, ''), day],
      );
    };
    await meeting('done', -290);
    await meeting('no_show', -289);
    await meeting('booked', -288); // its time passed, nobody marked it held
    await meeting('cancelled', -287);
    await meeting('booked', 20); // still to come

    const { funnel } = await insights(day, day);
    expect(funnel).toMatchObject({
      meetingsBooked: 5,
      meetingsKept: 1,
      meetingsMissed: 2,
      missedRate: 0.4,
    });
  });

  it('credits each article a visit read, not only its landing page, with the leads that followed', async () => {
    const [article, other] = ['/blog/reading-a-division-order', '/blog/pooling-orders-explained'];
    const reader = visitor('198.51.100.51');
    await reader.viewed('/');
    await reader.viewed(article);
    const sent = await reader.contact({
      name: 'Rita Reader',
      email: 'rita.reader@example.com',
      message: 'I read your article about leases; can we talk about mine?',
    });
    expect(sent.status).toBe(201);
    await until(async () => (await linksOf(sent.body.id)) === 1);
    // Read by someone else, who sent nothing; and the article read after the lead, the same day
    // (anywhere in the visit).
    await visitor('198.51.100.52').viewed(other);
    await reader.viewed('/blog/royalty-checks');

    const result = await today();
    expect(result.articles[0]).toMatchObject({ value: article, visitors: 1, leads: 1 });
    expect(result.articles).toContainEqual(
      expect.objectContaining({ value: '/blog/royalty-checks', visitors: 1, leads: 1 }),
    );
    expect(result.articles).toContainEqual(
      expect.objectContaining({ value: other, visitors: 1, leads: 0 }),
    );
    // The landing page was the home page.
    expect(result.landingPages).toContainEqual(expect.objectContaining({ value: '/', leads: 1 }));
  });

  it('keeps tools used, booking abandoned and the articles a visit read through the roll-up', async () => {
    const { dataSource } = server.database;
    const old = new Date(Date.now() - 40 * dayMs);
    const day = old.toISOString().slice(0, 10);
    const ref = randomUUID();
    await dataSource.query(
      `INSERT INTO insights_page_views (viewed_at, day, visitor_key, path, device)
       VALUES ($1, $2, 'reader', '/', 'desktop'), ($1, $2, 'reader', '/blog/old-article', 'desktop'),
              ($1, $2, 'asker', '/contact/book', 'mobile'), ($1, $2, 'user', '/tools/net-acres', 'mobile')`,
      [old, day],
    );
    await dataSource.query(
      `INSERT INTO insights_visit_actions (at, day, visitor_key, action, detail)
       VALUES ($1, $2, 'user', 'tool-result', 'net-acres'), ($1, $2, 'user', 'tool-reminder', 'net-acres'),
              ($1, $2, 'nobody', 'slots', '')`,
      [old, day],
    );
    await dataSource.query(
      `INSERT INTO insights_visit_links (kind, ref, day, visitor_key, landing_path)
       VALUES ('lead', $1, $2, 'reader', '/')`,
      [ref, day],
    );
    const readBefore = (await server.services.insights.visitLinks.since(day)).find(
      (link) => link.ref === ref,
    );
    expect(readBefore?.articles).toEqual(['/blog/old-article']);
    const before = await insights(old, old);
    expect(before.funnel).toMatchObject({ toolUses: 1, slotsAsked: 1, bookingAbandoned: 1 });
    expect(before.tools).toEqual([{ tool: 'net-acres', visits: 1 }]);

    await server.services.insights.service.rollUp();

    expect(
      await dataSource.query(`SELECT 1 FROM insights_visit_actions WHERE day = $1`, [day]),
    ).toEqual([]);
    expect(
      await dataSource.query(`SELECT 1 FROM insights_page_views WHERE day = $1`, [day]),
    ).toEqual([]);
    const after = await insights(old, old);
    expect(after).toEqual(before);
    const readAfter = (await server.services.insights.visitLinks.since(day)).find(
      (link) => link.ref === ref,
    );
    expect(readAfter).toMatchObject({ visitorKey: null, articles: ['/blog/old-article'] });
  });
});
