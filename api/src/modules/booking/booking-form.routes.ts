import { bookingFormPath } from '@landman/content';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { describeServiceError } from '../../kernel/http/service-errors';
import { escapeHtml } from '../../kernel/html';
import { isTimeZone } from '../../validation/time-zone';
import { InputValidationError } from '../../validation/input-validation.error';
import { validateInput } from '../../validation/validate-input';
import { type AvailabilityService } from './availability.service';
import { BookingRefusedError, SlotTakenError } from './booking.errors';
import { BookMeetingInput } from './booking.input';
import { bookingFormBody, type BookingFormView, bookingPage } from './booking-form.page';
import { type BookingService } from './booking.service';
import { bothZones } from './meeting-time';
import { type PageFrameSource, sendServerPage } from '../../kernel/pages/server-page';

/** The page a booking from the form lands on (the manage token in it, like /meetings/<token>). */
export const bookedPath = (token: string) => `${bookingFormPath}/booked/${token}`;

/** How far ahead the form lists open times. */
const listedDays = 14;
const day = 86_400_000;

/** Zones offered besides the consultant's: the continental US and a few travellers' zones. */
const commonZones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'UTC',
] as const;

/** The form's signed timestamp token (contact's FormTokens, shared with the contact form). */
export interface FormTokenSigner {
  issue(): string;
  check(token: string | undefined): { state: 'missing' | 'forged' | 'valid' };
}

export interface BookingFormDeps {
  availability: Pick<AvailabilityService, 'get'>;
  booking: Pick<BookingService, 'slots' | 'book' | 'byToken'>;
  formTokens: FormTokenSigner;
  now?: () => Date;
  /** The site's header and footer around the pages; plain pages without it. */
  pageFrame?: PageFrameSource;
}

const postedFields = ['start', 'timeZone', 'name', 'email', 'phone', 'topic', 'formToken'] as const;

/** The posted fields, strings only: a field sent twice counts as missing. */
function postedValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (body === null || typeof body !== 'object') return values;
  for (const key of postedFields) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/** The header's section for the booking pages (booking is part of contact). */
const bookingSection = '/contact/book';

/**
 * GET/POST /contact/book: book a consultation with JavaScript off. The page lists the next two
 * weeks' open times (server-rendered, so always current) with the contact fields and a signed
 * form token; the post books through the same BookMeetingInput and BookingService as GraphQL
 * (same rules, same rate limits), then Post/Redirect/Get to the booked page. A lost slot, bad
 * input or a flood shows the form again with the message and fresh times, never a 500.
 */
export function bookingFormRoutes(deps: BookingFormDeps): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());
  // It may hold what the visitor typed, and always a fresh token and fresh times: never kept
  // (sendServerPage sends no-store).
  const send = (res: Response, status: number, title: string, body: string) =>
    sendServerPage(res, status, bookingPage(title, body), {
      source: deps.pageFrame,
      section: bookingSection,
    });

  const showForm = async (
    res: Response,
    status: number,
    zone: string | undefined,
    extra: Pick<BookingFormView, 'values' | 'errors' | 'notice'> = {},
  ) => {
    const { timeZone: consultantTimeZone } = await deps.availability.get();
    const from = now();
    const timeZone = zone !== undefined && isTimeZone(zone) ? zone : consultantTimeZone;
    const to = new Date(from.getTime() + listedDays * day);
    const slots = await deps.booking.slots(from, to, timeZone);
    const zoneChoices = [...new Set([consultantTimeZone, timeZone, ...commonZones])];
    const view: BookingFormView = {
      slots,
      timeZone,
      consultantTimeZone,
      zoneChoices,
      formToken: deps.formTokens.issue(),
      ...extra,
    };
    await send(res, status, 'Book a free consultation', bookingFormBody(view));
  };

  router.get(bookingFormPath, async (req, res) => {
    const tz = typeof req.query.tz === 'string' ? req.query.tz : undefined;
    await showForm(res, 200, tz);
  });

  const refuseCrossSite: RequestHandler = (req, res, next) => {
    if (req.get('sec-fetch-site') === 'cross-site') {
      send(res, 403, 'Please book from this website', refusedBody).catch(next);
      return;
    }
    next();
  };

  const bookFromForm = async (req: Request, res: Response) => {
    const values = postedValues(req.body);
    const { formToken, ...shown } = values;
    if (deps.formTokens.check(formToken).state !== 'valid') {
      await showForm(res, 400, shown.timeZone, {
        values: shown,
        notice:
          'This form was not sent from our booking page. Please check the details and book again.',
      });
      return;
    }
    const start = isoInstant.test(shown.start ?? '') ? new Date(shown.start as string) : undefined;
    try {
      const input = await validateInput(BookMeetingInput, { ...shown, start });
      const { token } = await deps.booking.book(input, {
        clientIp: req.ip,
        userAgent: req.get('user-agent'),
      });
      res.redirect(303, bookedPath(token));
    } catch (error) {
      if (error instanceof InputValidationError) {
        const errors = { ...error.fields };
        if (errors.start) errors.start = 'Please pick one of the open times.';
        await showForm(res, 400, shown.timeZone, { values: shown, errors });
        return;
      }
      if (error instanceof SlotTakenError) {
        const { start: _taken, ...kept } = shown;
        await showForm(res, 409, shown.timeZone, { values: kept, notice: error.message });
        return;
      }
      if (error instanceof BookingRefusedError) {
        const { start: _refused, ...kept } = shown;
        await showForm(res, 400, shown.timeZone, {
          values: kept,
          errors: { start: error.message },
        });
        return;
      }
      const known = describeServiceError(error);
      if (!known) throw error;
      if (known.retryAfterSeconds !== undefined) {
        res.set('Retry-After', String(known.retryAfterSeconds));
      }
      if (known.status === 429) {
        await showForm(res, 429, shown.timeZone, { values: shown, notice: known.message });
        return;
      }
      await send(
        res,
        known.status,
        'Please try again shortly',
        `<p>${escapeHtml(known.message)}</p>`,
      );
    }
  };

  router.post(
    bookingFormPath,
    refuseCrossSite,
    express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 }),
    bookFromForm,
  );

  router.get(`${bookingFormPath}/booked/:token`, async (req, res) => {
    const token = req.params.token;
    const meeting = await deps.booking.byToken(token);
    if (!meeting) {
      await send(res, 404, 'Meeting not found', notFoundBody);
      return;
    }
    const { timeZone: consultantTimeZone } = await deps.availability.get();
    const when = bothZones(meeting.start, meeting.visitorTimeZone, consultantTimeZone);
    const mailed = meeting.email
      ? `<p>A confirmation with a calendar invite is on its way to ${escapeHtml(meeting.email)}.</p>`
      : '<p>We will call you at the number you gave.</p>';
    await send(
      res,
      200,
      'Your call is booked',
      `<p><strong>${escapeHtml(when)}</strong></p>
<p>${escapeHtml(meeting.name)}, thank you. Topic: ${escapeHtml(meeting.topic)}</p>
${mailed}
<p>To move or cancel it, use the links in the confirmation, or <a href="/meetings/${escapeHtml(token)}">manage your meeting</a>.</p>`,
    );
  });

  return router;
}

const refusedBody = '<p>This form can only be sent from the booking page of this website.</p>';
const notFoundBody = `<p>This link is not valid, or the meeting is over. <a href="${bookingFormPath}">Book a new time</a>.</p>`;
