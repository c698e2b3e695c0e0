import { type DataSource, type EntityManager } from 'typeorm';
import { type CsvColumn, toCsvTable } from '../../csv/csv-table';
import { type Logger } from '../../logger';
import {
  mailAbout,
  type MailQueue,
  type NewMail,
  type QueuedMail,
} from '../../jobs/mail/mail-queue';
import { type OutgoingMail } from '../../jobs/mail/mailer';
import { type NewsletterLimits } from './newsletter-limits';
import { type NewsletterLinks } from './newsletter-links';
import { type PublishedPosts } from '../blog/published-posts';
import { confirmationMail, digestMail, newPostMail } from './newsletter.mails';
import { DeskNotFoundError } from '../owner/owner.errors';
import { type BlogSubscriptionInput, noSubscriberMessage } from './newsletter.input';
import { Subscriber, SubscriberStatus, SubscriptionFrequency } from './subscriber.entity';

/** A confirmation link works this long. */
export const confirmLinkHours = 48;
const weekMs = 7 * 86_400_000;
const csvRowLimit = 50_000;
/** An unconfirmed request is forgotten this long after its link expired. */
export const pendingKeptAfterExpiryDays = 7;
/** An address that unsubscribed is forgotten this long after. */
export const unsubscribedKeptDays = 30;

/** What a subscription request answers, whatever the address's standing (nothing to probe). */
export const subscriptionRequestedMessage =
  'Thank you. Please check your inbox: the subscription starts once you open the link we sent.';

export class ConfirmationLinkError extends Error {}

/**
 * The blog by e-mail, with double opt-in: a request stores the address as pending and queues a
 * confirmation e-mail (jobs/mail); only confirmed addresses are sent posts, one e-mail
 * per new post or a weekly digest; every e-mail carries a one-click unsubscribe (RFC 8058).
 * E-mails are composed when they are sent, so an address that left meanwhile gets none.
 */
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly posts: PublishedPosts,
    private readonly mail: Pick<MailQueue, 'enqueue' | 'cancel' | 'forget'>,
    private readonly links: NewsletterLinks,
    private readonly limits: NewsletterLimits,
    private readonly logger: Logger,
    private readonly options: { mailFrom: string; wake: () => void },
  ) {}

  async subscribe(
    input: BlogSubscriptionInput,
    requester: { clientIp?: string },
    now = new Date(),
  ): Promise<string> {
    await this.limits.consume(requester.clientIp, input.email);
    const expiresAt = new Date(now.getTime() + confirmLinkHours * 3_600_000);
    const queued = await this.dataSource.transaction(async (manager) => {
      const rows: unknown[] = await manager.query(
        `INSERT INTO blog_subscribers (email, frequency, confirm_expires_at)
         VALUES ($1, $2, $3)
         ON CONFLICT (lower(email)) DO UPDATE SET
           status = 'pending', frequency = EXCLUDED.frequency,
           confirm_expires_at = EXCLUDED.confirm_expires_at, unsubscribed_at = NULL
         WHERE blog_subscribers.status <> 'confirmed'
         RETURNING id, email`,
        [input.email, input.frequency, expiresAt],
      );
      const list = (Array.isArray(rows[0]) ? rows[0] : rows) as { id: string; email: string }[];
      const row = list[0];
      // Already confirmed: nothing is sent (the answer is the same, so it reveals nothing).
      if (!row) return false;
      await this.mail.enqueue(
        this.subscriberMail(row, 'subscription_confirm', `confirm:${expiresAt.getTime()}`, {
          messageId: this.messageId(`confirm-${row.id}-${expiresAt.getTime()}`),
        }),
        manager,
      );
      return true;
    });
    if (queued) this.options.wake();
    return subscriptionRequestedMessage;
  }

  /** The confirmation link was followed: the address receives posts from now on. */
  async confirm(id: string, token: string, now = new Date()): Promise<Subscriber> {
    const subscriber = await this.find(id);
    if (!subscriber) throw new ConfirmationLinkError('This confirmation link is not valid.');
    if (subscriber.status === SubscriberStatus.CONFIRMED) return subscriber;
    if (
      subscriber.status !== SubscriberStatus.PENDING ||
      !this.links.isConfirmToken(id, subscriber.confirmExpiresAt, token)
    ) {
      throw new ConfirmationLinkError('This confirmation link is not valid any more.');
    }
    if (subscriber.confirmExpiresAt.getTime() < now.getTime()) {
      throw new ConfirmationLinkError(
        'This confirmation link has expired. Please subscribe again to receive a new one.',
      );
    }
    subscriber.status = SubscriberStatus.CONFIRMED;
    subscriber.confirmedAt = now;
    subscriber.lastDigestAt = now;
    return this.dataSource.getRepository(Subscriber).save(subscriber);
  }

  /** One click (or one POST from a mail program): no more e-mails. */
  async unsubscribe(id: string, token: string, now = new Date()): Promise<void> {
    if (!this.links.isUnsubscribeToken(id, token)) {
      throw new ConfirmationLinkError('This unsubscribe link is not valid.');
    }
    await this.dataSource.query(
      `UPDATE blog_subscribers SET status = 'unsubscribed', unsubscribed_at = $2
       WHERE id = $1 AND status <> 'unsubscribed'`,
      [id, now],
    );
    // E-mails already queued for the address are dropped too.
    await this.mail.cancel({ keyPrefix: subscriberMailKey(id, '') });
  }

  /**
   * Erases an address for good, at the owner's hand (a reader who asks to be forgotten): the
   * subscriber and every e-mail about it, sent or queued, in one transaction. An e-mail being
   * sent right now composes nothing (its composer finds no subscriber).
   */
  async remove(id: string): Promise<void> {
    if (!uuidPattern.test(id)) throw new DeskNotFoundError(noSubscriberMessage);
    await this.dataSource.transaction(async (manager) => {
      const removed = rowsOf(
        await manager.query(`DELETE FROM blog_subscribers WHERE id = $1 RETURNING id`, [id]),
      );
      if (removed.length === 0) throw new DeskNotFoundError(noSubscriberMessage);
      await this.mail.forget({ addressKey: null, about: [mailAbout('subscriber', id)] }, manager);
    });
  }

  /** Sends e-mails queued in a transaction that has now committed. */
  wake(): void {
    this.options.wake();
  }

  /** Whether the link's token is this subscriber's (the unsubscribe page asks before it acts). */
  isUnsubscribeLink(id: string, token: string): boolean {
    return this.links.isUnsubscribeToken(id, token);
  }

  list(status?: SubscriberStatus | null): Promise<Subscriber[]> {
    return this.dataSource.getRepository(Subscriber).find({
      where: status ? { status } : {},
      order: { createdAt: 'DESC' },
      take: csvRowLimit,
    });
  }

  async csv(status?: SubscriberStatus | null): Promise<string> {
    return toCsvTable(subscriberColumns, await this.list(status));
  }

  /** In the transaction that publishes a post: one e-mail per confirmed per-post subscriber. */
  async queueAnnouncement(manager: EntityManager, postId: string): Promise<void> {
    const readers: { id: string; email: string }[] = await manager.query(
      `SELECT id, email FROM blog_subscribers WHERE status = 'confirmed' AND frequency = 'each_post'`,
    );
    await this.mail.enqueue(
      readers.map((reader) =>
        this.subscriberMail(reader, 'blog_post', `post:${postId}`, {
          messageId: this.messageId(`post-${postId}-${reader.id}`),
          postId,
        }),
      ),
      manager,
    );
  }

  /** The job worker's hourly work: weekly digests due, and addresses no longer needed. */
  async hourly(now = new Date()): Promise<void> {
    await this.queueDueDigests(now);
    await this.forgetStale(now);
  }

  /**
   * Weekly subscribers whose week is over: a digest of the posts that went public in that week
   * (none when there were none), and the next week starts where it ended. Weeks follow one
   * another exactly from the confirmation, however late the worker comes, so no post falls
   * between two digests; after a long stop, each hour catches up one more week.
   */
  async queueDueDigests(now = new Date()): Promise<number> {
    const queued = await this.dataSource.transaction(async (manager) => {
      const due: { id: string; email: string; since: Date }[] = await manager.query(
        `SELECT id, email, coalesce(last_digest_at, confirmed_at) AS since FROM blog_subscribers
         WHERE status = 'confirmed' AND frequency = 'weekly'
           AND coalesce(last_digest_at, confirmed_at) <= $1
         FOR UPDATE SKIP LOCKED`,
        [new Date(now.getTime() - weekMs)],
      );
      let count = 0;
      for (const subscriber of due) {
        const since = new Date(subscriber.since);
        const until = new Date(since.getTime() + weekMs);
        if ((await this.posts.countAnnouncedBetween(since, until, manager)) > 0) {
          await this.mail.enqueue(
            this.subscriberMail(subscriber, 'blog_digest', `digest:${until.getTime()}`, {
              messageId: this.messageId(`digest-${subscriber.id}-${until.getTime()}`),
              digestUntil: until.toISOString(),
            }),
            manager,
          );
          count += 1;
        }
        await manager.query(`UPDATE blog_subscribers SET last_digest_at = $2 WHERE id = $1`, [
          subscriber.id,
          until,
        ]);
      }
      return count;
    });
    if (queued > 0) this.options.wake();
    return queued;
  }

  /**
   * Addresses kept no longer than they serve (the privacy policy's promise): a request never
   * confirmed is forgotten a week after its link expired, and an address that unsubscribed
   * 30 days after it left.
   */
  async forgetStale(now = new Date()): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const forgotten = rowsOf(
        await manager.query(
          `DELETE FROM blog_subscribers
           WHERE (status = 'pending' AND confirm_expires_at < $1)
              OR (status = 'unsubscribed' AND unsubscribed_at < $2)
           RETURNING id`,
          [
            new Date(now.getTime() - pendingKeptAfterExpiryDays * 86_400_000),
            new Date(now.getTime() - unsubscribedKeptDays * 86_400_000),
          ],
        ),
      ) as { id: string }[];
      // Their e-mails hold the address too: they go with it.
      if (forgotten.length > 0) {
        const about = forgotten.map((row) => mailAbout('subscriber', row.id));
        await this.mail.forget({ addressKey: null, about }, manager);
      }
      return forgotten.length;
    });
  }

  /**
   * The composers of the blog's three kinds of e-mail (jobs/mail), written when sent: to an
   * address still subscribed (or still to confirm), about a post still public.
   */
  composers(): Record<SubscriberMailKind, ComposeJob> {
    return {
      subscription_confirm: async (job) => {
        const subscriber = await this.find(dataText(job, 'subscriberId'));
        if (subscriber?.status !== SubscriberStatus.PENDING) return undefined;
        const url = this.links.confirmUrl(subscriber.id, subscriber.confirmExpiresAt);
        return confirmationMail(subscriber.email, url, job.messageId);
      },
      blog_post: async (job) => {
        const subscriber = await this.confirmed(dataText(job, 'subscriberId'));
        const postId = dataText(job, 'postId');
        const post = subscriber && postId ? await this.posts.byId(postId) : undefined;
        if (!subscriber || !post) return undefined;
        const unsubscribe = this.links.unsubscribeUrl(subscriber.id);
        return newPostMail(subscriber.email, post, unsubscribe, job.messageId);
      },
      blog_digest: async (job) => {
        const subscriber = await this.confirmed(dataText(job, 'subscriberId'));
        const until = dataText(job, 'digestUntil');
        const digestUntil = until ? new Date(until) : null;
        if (!subscriber || !digestUntil) return undefined;
        const posts = await this.posts.announcedBetween(
          new Date(digestUntil.getTime() - weekMs),
          digestUntil,
        );
        if (posts.length === 0) return undefined;
        const unsubscribe = this.links.unsubscribeUrl(subscriber.id);
        return digestMail(subscriber.email, posts, unsubscribe, job.messageId);
      },
    };
  }

  private async find(id: string | null): Promise<Subscriber | null> {
    if (!id || !uuidPattern.test(id)) return null;
    return this.dataSource.getRepository(Subscriber).findOne({ where: { id } });
  }

  /** Nothing is ever sent to an address that has not confirmed (or has left). */
  private async confirmed(id: string | null): Promise<Subscriber | null> {
    const subscriber = await this.find(id);
    return subscriber?.status === SubscriberStatus.CONFIRMED ? subscriber : null;
  }

  /** A subscriber's e-mail, queued once for good under `subscriber:<id>:<what>`. */
  private subscriberMail(
    subscriber: { id: string; email: string },
    kind: SubscriberMailKind,
    what: string,
    details: { messageId: string; postId?: string; digestUntil?: string },
  ): NewMail {
    const { messageId, ...data } = details;
    return {
      kind,
      to: subscriber.email,
      key: subscriberMailKey(subscriber.id, what),
      messageId,
      about: [mailAbout('subscriber', subscriber.id)],
      data: { subscriberId: subscriber.id, ...data },
    };
  }

  private mailDomain(): string {
    return /@([^\s<>@]+?)>?$/.exec(this.options.mailFrom.trim())?.[1] ?? 'localhost';
  }

  private messageId(local: string): string {
    return `<${local}@${this.mailDomain()}>`;
  }
}

type SubscriberMailKind = 'subscription_confirm' | 'blog_post' | 'blog_digest';
type ComposeJob = (job: QueuedMail) => Promise<OutgoingMail | undefined>;

const subscriberMailKey = (subscriberId: string, what: string) =>
  `subscriber:${subscriberId}:${what}`;

const dataText = (job: QueuedMail, field: string): string | null => {
  const value = job.data[field];
  return typeof value === 'string' ? value : null;
};

/** The rows a DELETE ... RETURNING gave back: drivers answer [rows, count] or the rows. */
function rowsOf(result: unknown[]): unknown[] {
  return Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const subscriberColumns: CsvColumn<Subscriber>[] = [
  ['E-mail', (row) => row.email],
  ['Status', (row) => row.status],
  ['Frequency', (row) => (row.frequency === SubscriptionFrequency.WEEKLY ? 'weekly' : 'each post')],
  ['Subscribed', (row) => row.createdAt.toISOString()],
  ['Confirmed', (row) => row.confirmedAt?.toISOString() ?? null],
  ['Unsubscribed', (row) => row.unsubscribedAt?.toISOString() ?? null],
];
