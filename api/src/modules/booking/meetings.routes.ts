import { Router } from 'express';
import { validateInput } from '../../validation/validate-input';
import { type AvailabilityService } from './availability.service';
import { BookMeetingInput } from './booking.input';
import { type BookingService } from './booking.service';
import { MeetingNotFoundError } from './booking.errors';
import { type VisitorInviteFiles } from './visitor-invite-file';

/** JSON has no dates: an ISO date-time string becomes the Date BookMeetingInput checks. */
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function withDate(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const start = (body as { start?: unknown }).start;
  if (typeof start !== 'string' || !isoDateTime.test(start)) return body;
  return { ...body, start: new Date(start) };
}

/**
 * POST /api/meetings: bookMeeting over REST, with the same input class and service. 201 with the
 * meeting and its manage token; 400 for bad input or a refused time (the reason in `error`);
 * 409 `{ error, code: "SLOT_TAKEN", nextSlots }` when another visitor took the slot first; 429
 * for a flood. The refusals are the shared error handler's (kernel/http/service-errors.ts).
 */
export function meetingRoutes(
  availability: AvailabilityService,
  booking: BookingService,
  inviteFiles: VisitorInviteFiles,
): Router {
  const router = Router();
  router.post('/meetings', async (req, res) => {
    const input = await validateInput(BookMeetingInput, withDate(req.body));
    const { meeting, token } = await booking.book(input, { clientIp: req.ip });
    res.status(201).json({
      id: meeting.id,
      start: meeting.start,
      end: meeting.end,
      status: meeting.status,
      visitorTimeZone: meeting.visitorTimeZone,
      consultantTimeZone: (await availability.get()).timeZone,
      manageToken: token,
    });
  });

  /**
   * GET /api/meetings/<token>/invite.ics: the meeting page's "Add to calendar" download (Apple
   * Calendar, Outlook on the desktop, anything that opens .ics); 404 JSON for an unknown link
   * or a call that is over. The token is a secret: never cached, no referrer sent on.
   */
  router.get('/meetings/:token/invite.ics', async (req, res) => {
    const invite = await inviteFiles.forToken(req.params.token);
    if (invite === undefined) throw new MeetingNotFoundError();
    res
      .status(200)
      .type('text/calendar; charset=utf-8')
      .setHeader('Content-Disposition', 'attachment; filename="consultation-call.ics"')
      .setHeader('Cache-Control', 'no-store')
      .setHeader('Referrer-Policy', 'no-referrer')
      .send(invite);
  });
  return router;
}
