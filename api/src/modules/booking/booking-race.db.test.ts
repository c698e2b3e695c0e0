import { type RunningServer } from '../../server';
import {
  freshSchema,
  describeOnCluster,
  testRedisPrefix,
  testRedisUrl,
} from '../../testing/cluster';
import { testConfig } from '../../testing/test-config';
import { startTestServer } from '../../testing/test-server';
import { graphql } from '../../testing/desk-client';
import { bookMutation, openAllDay, openSlotsFrom } from '../../testing/booking-test-kit';

describeOnCluster('one slot, many bookings at once, on two instances (needs DATABASE_URL)', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    schema = await freshSchema();
    const prefix = testRedisPrefix();
    const base = testConfig();
    for (let i = 0; i < 2; i += 1) {
      servers.push(
        await startTestServer({
          databaseUrl: schema.url,
          redisUrl: testRedisUrl,
          redisPrefix: prefix,
          booking: { ...base.booking, perClientPerHour: 1_000, perEmailPerHour: 1_000 },
          // Correctness, not speed: on a busy machine opening ten connections at once can
          // take longer than the production default's one second.
          databaseConnectTimeoutMs: 15_000,
          databaseStatementTimeoutMs: 15_000,
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await schema.drop();
  });

  it('20 concurrent bookings of one slot across two instances leave exactly one meeting', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    await openAllDay(a.services.booking.availability);
    const [start] = await openSlotsFrom(b, 6);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        graphql(i % 2 === 0 ? a : b, bookMutation, {
          input: {
            start,
            timeZone: 'America/Los_Angeles',
            name: `Racer ${i}`,
            email: `racer-${i}@example.com`,
            topic: 'Whoever is first gets the call',
          },
        }),
      ),
    );
    const booked = attempts.filter((result) => result.body.data?.bookMeeting);
    const taken = attempts.filter(
      (result) => result.body.errors?.[0]?.extensions?.code === 'SLOT_TAKEN',
    );
    expect(booked).toHaveLength(1);
    expect(taken).toHaveLength(19);
    const [row] = await a.database.dataSource.query(
      `SELECT count(*)::int AS n FROM meetings WHERE start_at = $1 AND status <> 'cancelled'`,
      [start],
    );
    expect(row.n).toBe(1);
    // Every loser was offered other open times.
    for (const result of taken) {
      const next = result.body.errors?.[0]?.extensions?.nextSlots as { start: string }[];
      expect(next.length).toBeGreaterThan(0);
      expect(next.map((slot) => slot.start)).not.toContain(start);
    }
    // And the database itself refuses an overlapping row, whatever the code checks.
    await expect(
      a.database.dataSource.query(
        `INSERT INTO meetings (start_at, end_at, blocked_until, visitor_time_zone, name, topic, token_hash)
         VALUES ($1, $1::timestamptz + interval '30 minutes', $1::timestamptz + interval '30 minutes',
                 'UTC', 'Direct', 'Direct insert', 'x')`,
        [start],
      ),
    ).rejects.toThrow(/meetings_no_overlap/);
  });
});
