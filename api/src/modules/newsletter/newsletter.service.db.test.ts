import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { memoryStore } from '../../rate-limit/rate-limiter';
import { useEmptyTestDatabase } from '../../testing/test-data-source';
import { BlogAuthoringService } from '../blog/blog-authoring.service';
import { BlogPostStatus } from '../blog/blog-post-status';
import { BlogService } from '../blog/blog.service';
import { PostPublication } from '../blog/go-public';
import { PublishedPosts } from '../blog/published-posts';
import { DeskNotFoundError } from '../owner/owner.errors';
import { NewsletterLimits } from './newsletter-limits';
import { NewsletterLinks } from './newsletter-links';
import { ConfirmationLinkError, NewsletterService } from './newsletter.service';
import { Subscriber, SubscriberStatus, SubscriptionFrequency } from './subscriber.entity';
import { mailJobsView, queueOnlyMail } from '../../testing/mail/mail-jobs-view';

const hour = 3_600_000;
const day = 24 * hour;

/** The newsletter's clock-bound rules: link expiry, weekly digests, how long addresses are kept. */
describe('newsletter over time', () => {
  let dataSource: DataSource;
  let newsletter: NewsletterService;
  let authoring: BlogAuthoringService;
  const links = new NewsletterLinks('a test signing secret');
  const logger = createMemoryLogger();

  useEmptyTestDatabase((opened) => (dataSource = opened));
  beforeEach(() => {
    newsletter = new NewsletterService(
      dataSource,
      new PublishedPosts(dataSource),
      queueOnlyMail(dataSource),
      links,
      new NewsletterLimits({ perClientPerHour: 100, perEmailPerDay: 100 }, memoryStore),
      logger,
      { mailFrom: 'The Blog <blog@example.com>', wake: () => undefined },
    );
    const blog = new BlogService(dataSource, logger);
    authoring = new BlogAuthoringService(
      dataSource,
      blog,
      logger,
      new PostPublication(blog, {
        queueAnnouncement: (manager, postId) => newsletter.queueAnnouncement(manager, postId),
        wake: () => undefined,
      }),
    );
  });

  const subscribe = async (email: string, frequency: SubscriptionFrequency, at: Date) => {
    await newsletter.subscribe({ email, frequency }, { clientIp: '203.0.113.9' }, at);
    const subscriber = await dataSource
      .getRepository(Subscriber)
      .findOneByOrFail({ email: email.toLowerCase() });
    const token = new URL(
      links.confirmUrl(subscriber.id, subscriber.confirmExpiresAt),
    ).searchParams.get('t') as string;
    return { id: subscriber.id, token };
  };

  const publish = (title: string, at: Date) =>
    authoring.create(
      {
        title,
        excerpt: `About ${title}.`,
        content: `${title}, in a few words.`,
        category: 'Leasehold Insights',
        status: BlogPostStatus.PUBLISHED,
      },
      at,
    );

  /** The digest e-mail of one queued digest job, as the outbox would compose it. */
  const digestText = async (subscriberId: string, until: Date) => {
    const [job] = await dataSource.query(
      `SELECT message_id, data FROM ${mailJobsView} WHERE subscriber_id = $1 AND digest_until = $2`,
      [subscriberId, until],
    );
    expect(job).toBeDefined();
    const mail = await newsletter.composers().blog_digest({
      kind: 'blog_digest',
      to: 'reader@example.com',
      messageId: job.message_id,
      data: typeof job.data === 'string' ? JSON.parse(job.data) : job.data,
    });
    return mail?.text ?? '';
  };

  it('confirms within 48 hours, and refuses the link once it has expired', async () => {
    const start = new Date();
    const late = await subscribe('late@example.com', SubscriptionFrequency.EACH_POST, start);
    await expect(
      newsletter.confirm(late.id, late.token, new Date(start.getTime() + 49 * hour)),
    ).rejects.toBeInstanceOf(ConfirmationLinkError);
    await expect(
      newsletter.confirm(late.id, late.token, new Date(start.getTime() + 49 * hour)),
    ).rejects.toThrow(/has expired/);
    expect(
      (await dataSource.getRepository(Subscriber).findOneByOrFail({ id: late.id })).status,
    ).toBe(SubscriberStatus.PENDING);

    const onTime = await subscribe('on-time@example.com', SubscriptionFrequency.EACH_POST, start);
    const confirmed = await newsletter.confirm(
      onTime.id,
      onTime.token,
      new Date(start.getTime() + 47 * hour),
    );
    expect(confirmed.status).toBe(SubscriberStatus.CONFIRMED);
  });

  it('sends weekly readers one digest per week, each post in exactly one of them', async () => {
    const start = new Date();
    const at = (ms: number) => new Date(start.getTime() + ms);
    const reader = await subscribe('weekly@example.com', SubscriptionFrequency.WEEKLY, start);
    await newsletter.confirm(reader.id, reader.token, start);

    await publish('Early in week one', at(5 * 60_000));
    // A seeded article dated in that week: the files are not news.
    await dataSource.query(
      `INSERT INTO blog_posts (slug, title, excerpt, content, markdown, category, published_at, announced_at)
       VALUES ('seeded-article', 'A seeded article', 'Seeded.', '<p>Seeded.</p>', 'Seeded.',
               'Leasehold Insights', $1, $1)`,
      [at(day)],
    );
    await publish('Early in week two', at(7 * day + 10 * 60_000));

    // The worker comes half an hour after the week ended: the digest covers that week exactly.
    expect(await newsletter.queueDueDigests(at(7 * day + 30 * 60_000))).toBe(1);
    const first = await digestText(reader.id, at(7 * day));
    expect(first).toContain('Early in week one');
    expect(first).not.toContain('Early in week two');
    expect(first).not.toContain('A seeded article');

    expect(await newsletter.queueDueDigests(at(7 * day + 45 * 60_000))).toBe(0);
    expect(await newsletter.queueDueDigests(at(14 * day + 20 * 60_000))).toBe(1);
    const second = await digestText(reader.id, at(14 * day));
    expect(second).toContain('Early in week two');
    expect(second).not.toContain('Early in week one');

    // A week with no new post sends nothing.
    expect(await newsletter.queueDueDigests(at(21 * day + 20 * 60_000))).toBe(0);
    const [{ count }] = await dataSource.query(
      `SELECT count(*)::int AS count FROM ${mailJobsView} WHERE recipient_kind = 'blog_digest'`,
    );
    expect(count).toBe(2);
    // Per-post e-mails are for the other readers: the weekly one got none.
    const [{ perPost }] = await dataSource.query(
      `SELECT count(*)::int AS "perPost" FROM ${mailJobsView} WHERE recipient_kind = 'blog_post'`,
    );
    expect(perPost).toBe(0);
  });

  it('forgets a request never confirmed a week after its link expired, and a leaver after 30 days', async () => {
    const start = new Date();
    const at = (ms: number) => new Date(start.getTime() + ms);
    await subscribe('never-confirmed@example.com', SubscriptionFrequency.EACH_POST, start);
    const stays = await subscribe('stays@example.com', SubscriptionFrequency.EACH_POST, start);
    await newsletter.confirm(stays.id, stays.token, start);
    const leaves = await subscribe('leaves@example.com', SubscriptionFrequency.WEEKLY, start);
    await newsletter.confirm(leaves.id, leaves.token, start);
    await newsletter.unsubscribe(
      leaves.id,
      new URL(links.unsubscribeUrl(leaves.id)).searchParams.get('t') as string,
      at(day),
    );
    const emails = async () =>
      (await dataSource.getRepository(Subscriber).find({ order: { email: 'ASC' } })).map(
        (row) => row.email,
      );

    expect(await newsletter.forgetStale(at(8 * day))).toBe(0);
    expect(await emails()).toEqual([
      'leaves@example.com',
      'never-confirmed@example.com',
      'stays@example.com',
    ]);
    // The link expired after 48 hours; a week later the address is gone.
    expect(await newsletter.forgetStale(at(2 * day + 7 * day + hour))).toBe(1);
    expect(await emails()).toEqual(['leaves@example.com', 'stays@example.com']);
    expect(await newsletter.forgetStale(at(31 * day + hour))).toBe(1);
    expect(await emails()).toEqual(['stays@example.com']);
  });

  it("erases one subscriber at the owner's hand, with their queued and sent e-mails, and no one else", async () => {
    const start = new Date();
    const gone = await subscribe('forget-me@example.com', SubscriptionFrequency.EACH_POST, start);
    await newsletter.confirm(gone.id, gone.token, start);
    const stays = await subscribe('keep-me@example.com', SubscriptionFrequency.EACH_POST, start);
    await newsletter.confirm(stays.id, stays.token, start);
    await publish('News for both readers', new Date(start.getTime() + 60_000));
    // One sent e-mail on record for the reader who goes, beside the queued ones.
    await dataSource.query(
      `UPDATE jobs SET status = 'done' WHERE kind = 'mail.send'
       AND payload->'data'->>'subscriberId' = $1 AND payload->>'kind' = 'subscription_confirm'`,
      [gone.id],
    );
    const jobsOf = async (id: string) =>
      (
        await dataSource.query(
          `SELECT recipient_kind AS kind FROM ${mailJobsView} WHERE subscriber_id = $1 ORDER BY kind`,
          [id],
        )
      ).map((row: { kind: string }) => row.kind);
    expect(await jobsOf(gone.id)).toEqual(['blog_post', 'subscription_confirm']);

    await newsletter.remove(gone.id);

    expect(await dataSource.getRepository(Subscriber).findOneBy({ id: gone.id })).toBeNull();
    expect(await jobsOf(gone.id)).toEqual([]);
    expect(await jobsOf(stays.id)).toEqual(['blog_post', 'subscription_confirm']);
    // Twice, or an id that never was: said so, and nothing else changes.
    await expect(newsletter.remove(gone.id)).rejects.toBeInstanceOf(DeskNotFoundError);
    await expect(newsletter.remove('not-an-id')).rejects.toThrow('No subscriber has this id.');
    expect((await dataSource.getRepository(Subscriber).find()).map((row) => row.email)).toEqual([
      'keep-me@example.com',
    ]);
  });
});
