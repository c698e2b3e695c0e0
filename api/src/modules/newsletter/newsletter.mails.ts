import { site } from '@landman/content';
import { escapeHtml, oneLine } from '../../kernel/html';
import { type OutgoingMail } from '../../jobs/mail/mailer';

export interface AnnouncedPost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: Date;
}

const postUrl = (slug: string) => new URL(`/blog/${slug}`, site.url).toString();

/** RFC 2369 and RFC 8058: mail programs show an unsubscribe button that POSTs to the link. */
function listHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `${oneLine(site.name, 60)} blog <blog.${new URL(site.url).hostname}>`,
  };
}

function page(paragraphs: string[]): string {
  return `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5; max-width: 36em">\n${paragraphs.join('\n')}\n</body></html>\n`;
}

export function confirmationMail(to: string, confirmUrl: string, messageId: string): OutgoingMail {
  const text = [
    `Someone, probably you, asked to receive new articles from the ${site.name} blog at this address.`,
    '',
    `To confirm, open this link within 48 hours: ${confirmUrl}`,
    '',
    'If you did not ask for this, ignore this e-mail: nothing more will be sent to you.',
  ].join('\n');
  return {
    to,
    subject: `Confirm your subscription to the ${oneLine(site.name, 80)} blog`,
    text,
    html: page([
      `<p>Someone, probably you, asked to receive new articles from the ${escapeHtml(site.name)} blog at this address.</p>`,
      `<p><a href="${escapeHtml(confirmUrl)}">Confirm my subscription</a> (the link works for 48 hours).</p>`,
      '<p>If you did not ask for this, ignore this e-mail: nothing more will be sent to you.</p>',
    ]),
    messageId,
  };
}

export function newPostMail(
  to: string,
  post: AnnouncedPost,
  unsubscribeUrl: string,
  messageId: string,
): OutgoingMail {
  const link = postUrl(post.slug);
  const text = [
    post.title,
    '',
    post.excerpt,
    '',
    `Read it on the blog: ${link}`,
    '',
    '--',
    `You receive this because you subscribed to the ${site.name} blog. Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  return {
    to,
    subject: oneLine(`New article: ${post.title}`, 200),
    text,
    html: page([
      `<h1 style="font-size: 1.3em">${escapeHtml(post.title)}</h1>`,
      `<p>${escapeHtml(post.excerpt)}</p>`,
      `<p><a href="${escapeHtml(link)}">Read the article</a></p>`,
      `<p style="color: #555; font-size: 0.9em">You receive this because you subscribed to the ${escapeHtml(site.name)} blog. <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
    ]),
    messageId,
    headers: listHeaders(unsubscribeUrl),
  };
}

export function digestMail(
  to: string,
  posts: readonly AnnouncedPost[],
  unsubscribeUrl: string,
  messageId: string,
): OutgoingMail {
  const text = [
    `This week on the ${site.name} blog:`,
    '',
    ...posts.flatMap((post) => [post.title, post.excerpt, postUrl(post.slug), '']),
    '--',
    `You receive this weekly digest because you subscribed. Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  return {
    to,
    subject: oneLine(
      `${site.name} blog: ${posts.length} new article${posts.length === 1 ? '' : 's'} this week`,
      200,
    ),
    text,
    html: page([
      `<p>This week on the ${escapeHtml(site.name)} blog:</p>`,
      ...posts.map(
        (post) =>
          `<h2 style="font-size: 1.1em"><a href="${escapeHtml(postUrl(post.slug))}">${escapeHtml(post.title)}</a></h2>\n<p>${escapeHtml(post.excerpt)}</p>`,
      ),
      `<p style="color: #555; font-size: 0.9em">You receive this weekly digest because you subscribed. <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
    ]),
    messageId,
    headers: listHeaders(unsubscribeUrl),
  };
}
