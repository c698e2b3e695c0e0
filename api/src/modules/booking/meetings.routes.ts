import { Router } from 'express';
import { validateInput } from '../../validation/validate-input';
import { type AvailabilityService } from './availability.service';
import { BookMeetingInput } from './booking.input';
import { type BookingService } from './booking.service';

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
 * for a flood. The refusals are the shared error handler's (http/service-errors.ts).
 */
export function meetingRoutes(availability: AvailabilityService, booking: BookingService): Router {
  const router = Router();
  router.post('/meetings', async (req, res) => {
    const input = await validateInput(BookMeetingInput, withDate(req.body));
    const { meeting, token } = await booking.book(input, {
      clientIp: req.ip,
      sessionId: input.sessionId,
    });
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
  return router;
}
