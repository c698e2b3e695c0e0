import express, { type Request, type Response, Router } from 'express';
import { describeServiceError } from '../../kernel/http/service-errors';
import { escapeHtml } from '../../kernel/html';
import { InputValidationError } from '../../validation/input-validation.error';
import { validateInput } from '../../validation/validate-input';
import { type OwnerAuthService } from '../owner/owner-auth.service';
import { type DeskCookies } from '../owner/desk-cookies';
import { requireOwner } from '../owner/require-owner';
import { type PageFrameSource, sendServerPage } from '../../kernel/pages/server-page';
import { newsletterPaths } from './newsletter-links';
import { confirmButton, newsletterPage, newsletterSection } from './newsletter-page';
import { BlogSubscriptionInput, SubscribersArgs } from './newsletter.input';
import { ConfirmationLinkError, type NewsletterService } from './newsletter.service';

/**
 * /api routes: POST /api/newsletter/subscriptions (JSON, as the website's form sends it) and the
 * owner's GET /api/admin/subscribers.csv.
 */
export function newsletterApiRoutes(
  newsletter: NewsletterService,
  auth: OwnerAuthService,
  cookies: DeskCookies,
): Router {
  const router = Router();
  router.post('/newsletter/subscriptions', async (req, res) => {
    const input = await validateInput(BlogSubscriptionInput, req.body ?? {});
    const message = await newsletter.subscribe(input, {
      clientIp: req.ip,
    });
    res.status(202).json({ message });
  });
  router.get('/admin/subscribers.csv', requireOwner(auth, cookies), async (req, res) => {
    const { status } = await validateInput(SubscribersArgs, {
      status: typeof req.query.status === 'string' ? req.query.status.toUpperCase() : undefined,
    });
    const csv = await newsletter.csv(status);
    const day = new Date().toISOString().slice(0, 10);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="subscribers-${day}.csv"`)
      .setHeader('Cache-Control', 'no-store')
      .send(`\uFEFF${csv}`);
  });
  return router;
}

/**
 * The pages behind the e-mails' links, and the subscription form sent without JavaScript:
 * GET shows a button, POST acts (a link scanner opening the link changes nothing). POST to the
 * unsubscribe link is also RFC 8058's one-click unsubscribe from the mail program.
 */
export function newsletterPageRoutes(
  newsletter: NewsletterService,
  pageFrame?: PageFrameSource,
): Router {
  const router = Router();
  const send = (res: Response, status: number, title: string, body: string) =>
    sendServerPage(res, status, newsletterPage(title, body), {
      source: pageFrame,
      section: newsletterSection,
    });
  const page = (res: Response, action: () => Promise<[string, string]>) =>
    pageAction(res, send, action);
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });

  router.post(newsletterPaths.subscribe, form, (req, res) =>
    page(res, async () => {
      const input = await validateInput(BlogSubscriptionInput, {
        email: field(req, 'email') ?? '',
        frequency: field(req, 'frequency')?.toUpperCase() === 'WEEKLY' ? 'weekly' : 'each_post',
      });
      const message = await newsletter.subscribe(input, {
        clientIp: req.ip,
      });
      return ['Check your inbox', `<p>${escapeHtml(message)}</p>`];
    }),
  );

  router.get(newsletterPaths.confirm, async (req, res) => {
    const { id, token } = linkOf(req);
    await send(
      res,
      200,
      'Confirm your subscription',
      `<p>Press the button to start receiving new articles by e-mail.</p>\n${confirmButton(newsletterPaths.confirm, id, token, 'Confirm my subscription')}`,
    );
  });
  router.post(newsletterPaths.confirm, form, (req, res) =>
    page(res, async () => {
      const { id, token } = linkOf(req);
      const subscriber = await newsletter.confirm(id, token);
      return [
        'You are subscribed',
        `<p>New articles will be sent to ${escapeHtml(subscriber.email)}. Every e-mail has a link to unsubscribe.</p>`,
      ];
    }),
  );

  router.get(newsletterPaths.unsubscribe, async (req, res) => {
    const { id, token } = linkOf(req);
    if (!newsletter.isUnsubscribeLink(id, token)) {
      await send(res, 400, 'Link not valid', '<p>This unsubscribe link is not valid.</p>');
      return;
    }
    await send(
      res,
      200,
      'Unsubscribe',
      `<p>Press the button and no more blog e-mails will be sent to you.</p>\n${confirmButton(newsletterPaths.unsubscribe, id, token, 'Unsubscribe')}`,
    );
  });
  router.post(newsletterPaths.unsubscribe, form, (req, res) =>
    page(res, async () => {
      const { id, token } = linkOf(req);
      await newsletter.unsubscribe(id, token);
      return ['You are unsubscribed', '<p>No more blog e-mails will be sent to you.</p>'];
    }),
  );
  return router;
}

/** The link's subscriber and token: from the query (the e-mail's link) or the posted form. */
function linkOf(req: Request): { id: string; token: string } {
  const pick = (name: string) => {
    const fromQuery = req.query[name];
    if (typeof fromQuery === 'string') return fromQuery.slice(0, 200);
    return field(req, name)?.slice(0, 200) ?? '';
  };
  return { id: pick('s'), token: pick('t') };
}

function field(req: Request, name: string): string | undefined {
  const body = req.body as Record<string, unknown> | undefined;
  const value = body?.[name];
  return typeof value === 'string' ? value : undefined;
}

type SendPage = (res: Response, status: number, title: string, body: string) => Promise<void>;

/** Runs a page's action; a bad link, bad input or a limit is a page saying so, never a 500. */
function pageAction(
  res: Response,
  send: SendPage,
  action: () => Promise<[string, string]>,
): Promise<void> {
  return action().then(
    ([title, body]) => send(res, 200, title, body),
    (error: unknown) => {
      if (error instanceof ConfirmationLinkError) {
        return send(res, 400, 'Link not valid', `<p>${escapeHtml(error.message)}</p>`);
      }
      if (error instanceof InputValidationError) {
        const back = `<p><a href="/blog">Back to the form</a></p>`;
        return send(
          res,
          400,
          'Please check the address',
          `<p>${escapeHtml(error.message)}</p>${back}`,
        );
      }
      const known = describeServiceError(error);
      if (!known) throw error;
      if (known.retryAfterSeconds !== undefined) {
        res.setHeader('Retry-After', String(known.retryAfterSeconds));
      }
      return send(
        res,
        known.status,
        'Please try again later',
        `<p>${escapeHtml(known.message)}</p>`,
      );
    },
  );
}
