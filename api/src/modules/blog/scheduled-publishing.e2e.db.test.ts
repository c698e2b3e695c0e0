import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { describeOnCluster, testRedisPrefix, useClusterInstances } from '../../testing/cluster';
import { testConfig } from '../../testing/test-config';
import { startTestServer } from '../../testing/test-server';
import { GraphqlChat } from '../../testing/graphql-chat';
import { createOwner, deleteOwners, signIn, uniqueOwnerEmail } from '../../testing/desk-client';
import { createPost, postInput } from '../../testing/publishing-client';
import { mailJobsView } from '../../testing/mail/mail-jobs-view';

jest.setTimeout(120_000);

/** Resolves when `check` holds, polling every 50 ms; fails after `withinMs`. */
async function within(withinMs: number, what: string, check: () => Promise<boolean>) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sleepUntil = (time: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

/** A reader who confirmed, wanting an e-mail per post (as the confirmation link leaves it). */
async function confirmedReader(server: RunningServer, email: string): Promise<string> {
  const [row] = await server.database.dataSource.query(
    `INSERT INTO blog_subscribers (email, status, frequency, confirm_expires_at, confirmed_at)
     VALUES ($1, 'confirmed', 'each_post', now(), now()) RETURNING id`,
    [email],
  );
  return row.id as string;
}

async function announcementsOf(server: RunningServer, postId: string): Promise<number> {
  const [{ count }] = await server.database.dataSource.query(
    `SELECT count(*)::int AS count FROM ${mailJobsView} WHERE post_id = $1 AND recipient_kind = 'blog_post'`,
    [postId],
  );
  return count as number;
}

/** A scheduled post is the server's job, not a visitor's: it survives a restart. */
describe('scheduled posts across a restart', () => {
  const marker = `r${randomUUID().slice(0, 8)}`;
  const ownerEmail = uniqueOwnerEmail('schedule-restart');
  const reader = `reader-${marker}@example.com`;
  let server: RunningServer | undefined;

  afterAll(async () => {
    if (server) {
      const { dataSource } = server.database;
      await dataSource.query(`DELETE FROM blog_posts WHERE title LIKE $1`, [`%${marker}%`]);
      await dataSource.query(`DELETE FROM blog_subscribers WHERE email = $1`, [reader]);
      await deleteOwners(dataSource, [ownerEmail]);
      await server.close();
    }
  });

  it('publishes at the next start a post whose time came while the server was down, announced once', async () => {
    // The worker's poll is long: only the start itself can publish it in time.
    const publishing = { ...testConfig().publishing, schedulePollIntervalMs: 600_000 };
    const first = await startTestServer({ publishing });
    await createOwner(first.database.dataSource, ownerEmail);
    const cookie = await signIn(first, ownerEmail);
    await confirmedReader(first, reader);
    const dueAt = Date.now() + 2_000;
    const post = await createPost(
      first,
      cookie,
      postInput(marker, {
        title: `Due while down ${marker}`,
        status: 'SCHEDULED',
        publishedAt: new Date(dueAt).toISOString(),
      }),
    );
    await first.close();

    await sleepUntil(dueAt + 500);
    server = await startTestServer({ publishing });
    const restarted = server;
    await within(5_000, 'the post published after the start', async () => {
      const [row] = await restarted.database.dataSource.query(
        `SELECT status FROM blog_posts WHERE id = $1`,
        [post.id],
      );
      return row.status === 'published';
    });
    expect((await request(restarted.url).get(`/api/blog/${post.slug}`)).status).toBe(200);
    expect(await announcementsOf(restarted, post.id)).toBe(1);
  });
});

describeOnCluster(
  'scheduled posts on several instances (skipped on the embedded database: needs DATABASE_URL)',
  () => {
    const cluster = useClusterInstances();
    /** Both instances look for due posts often, so both reach for the same post at its time. */
    const startInstance = (redisPrefix: string) =>
      cluster.start(redisPrefix, {
        publishing: { ...testConfig().publishing, schedulePollIntervalMs: 100 },
      });

    it('publishes once, announces once, and every instance shows it at once', async () => {
      const prefix = testRedisPrefix();
      const a = await startInstance(prefix);
      const b = await startInstance(prefix);
      const email = uniqueOwnerEmail('schedule-cluster');
      await createOwner(a.database.dataSource, email);
      const cookie = await signIn(a, email);
      await confirmedReader(a, 'cluster-reader@example.com');

      const topic = 'What is a Kestrel depth severance?';
      const answerLinks = async (server: RunningServer) => {
        const chat = await GraphqlChat.open(server, newSessionId());
        try {
          return (await chat.say(topic)).links.map((link) => link.href);
        } finally {
          await chat.close();
        }
      };

      const dueAt = Date.now() + 3_000;
      const post = await createPost(
        a,
        cookie,
        postInput('cluster', {
          title: 'Kestrel Depth Severance Explained',
          excerpt:
            'A Kestrel depth severance splits a lease by depth at the deepest producing zone.',
          content:
            'A **Kestrel depth severance** splits a lease by depth: the rights below the deepest ' +
            'producing zone go back to the mineral owner once the primary term ends.',
          category: 'Leasehold Insights',
          status: 'SCHEDULED',
          publishedAt: new Date(dueAt).toISOString(),
        }),
      );
      const path = `/blog/${post.slug}`;
      const seenOn = async (server: RunningServer) => {
        const [list, page, feed, sitemap] = await Promise.all([
          request(server.url).get('/api/blog'),
          request(server.url).get(`/api/blog/${post.slug}`),
          request(server.url).get('/blog/feed.xml'),
          server.services.blog.sitemapPosts(),
        ]);
        return {
          list: (list.body as { slug: string }[]).some((row) => row.slug === post.slug),
          page: page.status === 200,
          feed: feed.text.includes(path),
          sitemap: sitemap.some((row) => row.slug === post.slug),
        };
      };
      const nowhere = { list: false, page: false, feed: false, sitemap: false };
      // B has read (and keeps) its list, feed and sitemap, and its assistant knows no such post.
      expect(await seenOn(b)).toEqual(nowhere);
      expect(await seenOn(a)).toEqual(nowhere);
      expect(await answerLinks(b)).not.toContain(path);

      await sleepUntil(dueAt);
      await within(10_000, 'the post published', async () => {
        const [row] = await a.database.dataSource.query(
          `SELECT status FROM blog_posts WHERE id = $1`,
          [post.id],
        );
        return row.status === 'published';
      });
      const everywhere = { list: true, page: true, feed: true, sitemap: true };
      // On both instances soon after it: the bus, not a timeout, told the other one.
      await within(5_000, 'B to show the post', async () => {
        const seen = await seenOn(b);
        return Object.values(seen).every(Boolean);
      });
      expect(await seenOn(a)).toEqual(everywhere);
      await within(5_000, "B's assistant to know the post", async () =>
        (await answerLinks(b)).includes(path),
      );

      // Both instances reached for it; the subscriber is e-mailed about it once.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await announcementsOf(a, post.id)).toBe(1);
    });
  },
);
