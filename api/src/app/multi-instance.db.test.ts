import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { closeAllDays } from '../testing/booking-test-kit';
import { type RunningServer } from '../server';
import { newSessionId } from '../testing/chat-events';
import { freshSchema, describeOnCluster, testRedisPrefix, testRedisUrl } from '../testing/cluster';
import { readChatEvents, untilSubscribed, wsClient } from '../testing/graphql-ws-client';
import { sampleContact } from '../testing/fixtures/contact';
import { fixtureBlogDir, tempDir, testConfig } from '../testing/test-config';
import { healthzWhenUp } from '../testing/healthz';
import { startTestServer } from '../testing/test-server';

const chatEventsSubscription = `
  subscription Watch($sessionId: String!) {
    chatEvents(sessionId: $sessionId) { typing delta error message { id message isUser createdAt } }
  }`;

/**
 * Several app instances on one PostgreSQL schema and one Redis, as behind a load balancer with
 * no sticky sessions: whatever one instance does, the others see.
 */
describeOnCluster(
  'several instances behave as one (skipped on the embedded database: needs DATABASE_URL)',
  () => {
    let schema: Awaited<ReturnType<typeof freshSchema>>;
    const servers: RunningServer[] = [];
    const blogDirs: ReturnType<typeof tempDir>[] = [];

    /** An instance on the shared schema and Redis, with its own copy of the articles. */
    const startInstance = async (redisPrefix: string) => {
      const blogDir = tempDir('cluster-blog');
      blogDirs.push(blogDir);
      for (const file of fs.readdirSync(fixtureBlogDir)) {
        fs.copyFileSync(path.join(fixtureBlogDir, file), path.join(blogDir.dir, file));
      }
      const server = await startTestServer({
        databaseUrl: schema.url,
        redisUrl: testRedisUrl,
        redisPrefix,
        blogDir: blogDir.dir,
      });
      servers.push(server);
      return { server, blogDir: blogDir.dir };
    };

    beforeEach(async () => {
      schema = await freshSchema();
    });
    afterEach(async () => {
      await Promise.all(servers.splice(0).map((server) => server.close()));
      for (const dir of blogDirs.splice(0)) dir.remove();
      await schema.drop();
    });

    it("a chat message sent through A reaches B's subscriber, and so does the reply", async () => {
      const prefix = testRedisPrefix();
      const a = (await startInstance(prefix)).server;
      const b = (await startInstance(prefix)).server;
      const client = wsClient(b.url);
      const sessionId = newSessionId();
      const events = client.iterate({ query: chatEventsSubscription, variables: { sessionId } });
      try {
        // Published on A, received on B: B's Redis subscription is in place.
        await untilSubscribed(events, a.services.bus, sessionId);

        const sent = await request(a.url)
          .post('/api/chat')
          .send({ sessionId, message: 'Do you run title work in Reeves County?' });
        expect(sent.status).toBe(201);

        const seen = (await readChatEvents(events, (event) => event.typing === false)).filter(
          (event) => event.delta === null,
        );
        const messages = seen.flatMap((event) =>
          event.message ? [event.message as { id: string; isUser: boolean; message: string }] : [],
        );
        expect(messages.map((message) => message.isUser)).toEqual([true, false]);
        expect(messages[0]?.id).toBe(sent.body.id);
        expect(messages[1]?.message.trim()).not.toBe('');
        expect(seen.some((event) => event.error)).toBe(false);

        // And the history reads the same through either instance.
        const history = await request(b.url).get(`/api/chat/${sessionId}`);
        expect(history.body.map((m: { isUser: boolean }) => m.isUser)).toEqual([true, false]);
      } finally {
        await events.return?.();
        await client.dispose();
      }
    });

    it('a consultation request started on one instance continues on the other, whichever takes each message', async () => {
      const prefix = testRedisPrefix();
      const a = (await startInstance(prefix)).server;
      const b = (await startInstance(prefix)).server;
      // No open slot: the consultation is a request with preferred times, whose steps this
      // test follows across instances (booking a slot has its own tests).
      await closeAllDays(a.services.booking.availability);
      const client = wsClient(a.url);
      const sessionId = newSessionId();
      const events = client.iterate({ query: chatEventsSubscription, variables: { sessionId } });
      /** Sends through `via`, returns the reply as pushed to the subscriber on A. */
      const ask = async (via: RunningServer, message: string) => {
        expect((await request(via.url).post('/api/chat').send({ sessionId, message })).status).toBe(
          201,
        );
        const seen = await readChatEvents(
          events,
          (event) => (event.message as { isUser?: boolean } | null)?.isUser === false,
        );
        return (seen.at(-1)?.message as { message: string }).message;
      };
      try {
        await untilSubscribed(events, b.services.bus, sessionId);
        // B remembers this session's state from a plain question...
        await ask(b, 'What services do you offer?');
        // ...then A starts a booking, so B's memory of the session is out of date.
        expect(await ask(a, "I'd like to schedule a consultation to discuss my project")).toMatch(
          /what would you like to discuss/i,
        );
        expect(await ask(b, 'Royalties stopped after my mother passed away')).toMatch(
          /Where is the land/,
        );
        expect(await ask(a, 'Caddo Parish')).toMatch(/days or times/);
      } finally {
        await events.return?.();
        await client.dispose();
      }
    });

    it("a blog change synced through A shows in B's blog list and B's assistant index", async () => {
      const prefix = testRedisPrefix();
      const a = await startInstance(prefix);
      const b = (await startInstance(prefix)).server;
      const slugsOn = async (server: RunningServer) =>
        ((await request(server.url).get('/api/blog')).body as { slug: string }[]).map(
          (post) => post.slug,
        );
      const before = await slugsOn(b); // B's cache now holds the list
      const versionBefore = b.services.blog.contentVersion;

      fs.writeFileSync(
        path.join(a.blogDir, 'new-article.md'),
        [
          '---',
          'title: "Reading a Pooling Order"',
          'slug: reading-a-pooling-order',
          'excerpt: "What the order decides."',
          'category: Regulatory Updates',
          'publishedAt: 2025-05-01T12:00:00Z',
          '---',
          'Body.',
          '',
        ].join('\n'),
      );
      const report = await a.server.services.blog.syncFromDirectory(a.blogDir);
      expect(report.inserted).toEqual(['reading-a-pooling-order']);

      let after = await slugsOn(b);
      for (let attempt = 0; attempt < 50 && !after.includes('reading-a-pooling-order'); attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await slugsOn(b);
      }
      expect(before).not.toContain('reading-a-pooling-order');
      expect(after).toContain('reading-a-pooling-order');
      // The site's HTML cache and the assistant's index follow contentVersion / onChange.
      expect(b.services.blog.contentVersion).toBeGreaterThan(versionBefore);
    });

    it('five instances starting at once on an empty database all come up', async () => {
      const starts = await Promise.allSettled(
        Array.from({ length: 5 }, () => startTestServer({ databaseUrl: schema.url })),
      );
      for (const start of starts) if (start.status === 'fulfilled') servers.push(start.value);

      expect(starts.map((start) => start.status)).toEqual(Array(5).fill('fulfilled'));
      const db = new Client({ connectionString: schema.url });
      await db.connect();
      try {
        const migrations = await db.query('SELECT name FROM migrations');
        const names = migrations.rows.map((row: { name: string }) => row.name);
        expect(new Set(names).size).toBe(names.length);
        const posts = await db.query('SELECT slug FROM blog_posts');
        expect(posts.rowCount).toBe(fs.readdirSync(fixtureBlogDir).length);
      } finally {
        await db.end();
      }
      for (const server of servers) {
        expect((await healthzWhenUp(server.url)).status).toBe(200);
      }
    });

    it('limits hold across instances: chat messages and contact requests count together', async () => {
      const prefix = testRedisPrefix();
      const limits = { sessionMessagesPerMinute: 4, ipMessagesPerMinute: 1_000 };
      const contactLimits = { perClientPerHour: 3, perEmailPerHour: 100, globalPerMinute: 100 };
      const start = async () => {
        const server = await startTestServer({
          databaseUrl: schema.url,
          redisUrl: testRedisUrl,
          redisPrefix: prefix,
          chat: { ...testConfig().chat, ...limits },
          contactLimits,
        });
        servers.push(server);
        return server;
      };
      const [a, b] = [await start(), await start()];

      // Alternating instances, one session: 4 messages in all are accepted, not 4 per instance.
      const sessionId = newSessionId();
      const chatStatuses: number[] = [];
      for (let index = 0; index < 8; index += 1) {
        const server = index % 2 === 0 ? a : b;
        const response = await request(server.url)
          .post('/api/chat')
          .send({ sessionId, message: `Question ${index + 1} about a lease` });
        chatStatuses.push(response.status);
      }
      expect(chatStatuses.filter((status) => status === 201)).toHaveLength(4);
      expect(chatStatuses.filter((status) => status === 429)).toHaveLength(4);

      // The same for contact requests from one address through both instances.
      const contactStatuses: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const server = index % 2 === 0 ? a : b;
        const response = await request(server.url)
          .post('/api/contacts')
          .send({ ...sampleContact, email: `visitor${index}@example.com` });
        contactStatuses.push(response.status);
      }
      expect(contactStatuses.filter((status) => status === 201)).toHaveLength(3);
      expect(contactStatuses.slice(3)).toEqual([429, 429, 429]);
    });
  },
);
