import { Router } from 'express';
import { toolReminder } from './tool-reminders';

/** Query values as plain strings (a parameter sent twice counts as missing). */
function queryValues(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** GET /api/tools/:slug.ics?...: a deadline tool's reminder, as an iCalendar download. */
export function toolReminderRoutes(): Router {
  const router = Router();
  router.get('/tools/:file', (req, res) => {
    const file = req.params.file;
    if (!file.endsWith('.ics')) {
      res.status(404).json({ error: `Not found: GET /api/tools/${file}` });
      return;
    }
    const reminder = toolReminder(
      file.slice(0, -'.ics'.length),
      queryValues(req.query as Record<string, unknown>),
    );
    if (!reminder.ok) {
      res.status(reminder.status).json({ error: reminder.error, fields: reminder.fields });
      return;
    }
    res
      .type('text/calendar; charset=utf-8')
      .set({
        'Content-Disposition': `attachment; filename="${reminder.filename}"`,
        'Cache-Control': 'no-store',
      })
      .send(reminder.ics);
  });
  return router;
}
