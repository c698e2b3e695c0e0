import { Router } from 'express';
import { type AvailabilityService } from './availability.service';
import { type BookingService } from './booking.service';
import { calendarFeed } from './calendar-feed';
import { secretTokenPattern } from './secret-token';

/** GET /api/booking/calendar/<token>.ics: the private feed calendar apps subscribe to. */
export function calendarFeedRoutes(
  availability: AvailabilityService,
  booking: BookingService,
): Router {
  const router = Router();
  router.get('/booking/calendar/:file', async (req, res, next) => {
    try {
      const token = /^(.+)\.ics$/.exec(req.params.file)?.[1] ?? '';
      if (!secretTokenPattern.test(token) || !(await availability.isFeedToken(token))) {
        res
          .status(404)
          .json({ error: 'No calendar feed at this address (it may have been revoked).' });
        return;
      }
      res
        .status(200)
        .set('Cache-Control', 'private, no-store')
        .type('text/calendar; charset=utf-8')
        .send(calendarFeed(await booking.feedMeetings()));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
