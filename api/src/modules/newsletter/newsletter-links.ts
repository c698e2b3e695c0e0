import { createHmac, timingSafeEqual } from 'node:crypto';
import { site } from '@landman/content';

/** The pages a subscriber's e-mails link to (absolute: they are read in a mail program). */
export const newsletterPaths = {
  subscribe: '/blog/subscribe',
  confirm: '/blog/subscribe/confirm',
  unsubscribe: '/blog/unsubscribe',
} as const;

/**
 * Signed links: `s` is the subscriber id, `t` an HMAC of it (and, for confirmation, of the
 * link's expiry, so a newer request voids the older links and an old link stops working).
 * Nothing secret is stored per subscriber; the key is the form-signing secret every instance
 * shares.
 */
export class NewsletterLinks {
  constructor(
    private readonly secret: string,
    private readonly origin: string = site.url,
  ) {}

  confirmUrl(subscriberId: string, expiresAt: Date): string {
    return this.url(
      newsletterPaths.confirm,
      subscriberId,
      this.confirmToken(subscriberId, expiresAt),
    );
  }

  unsubscribeUrl(subscriberId: string): string {
    return this.url(newsletterPaths.unsubscribe, subscriberId, this.unsubscribeToken(subscriberId));
  }

  isConfirmToken(subscriberId: string, expiresAt: Date, token: string): boolean {
    return same(this.confirmToken(subscriberId, expiresAt), token);
  }

  isUnsubscribeToken(subscriberId: string, token: string): boolean {
    return same(this.unsubscribeToken(subscriberId), token);
  }

  private confirmToken(id: string, expiresAt: Date): string {
    return this.sign(`newsletter-confirm:${id}:${expiresAt.getTime()}`);
  }

  private unsubscribeToken(id: string): string {
    return this.sign(`newsletter-unsubscribe:${id}`);
  }

  private sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }

  private url(pathname: string, id: string, token: string): string {
    const url = new URL(pathname, this.origin);
    url.searchParams.set('s', id);
    url.searchParams.set('t', token);
    return url.toString();
  }
}

function same(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
