import express, { Router } from 'express';
import { type AppServices } from '../app/create-services';
import { corsFor } from '../http/cors';
import { requireJsonBody } from '../kernel/http/require-json';
import { type Logger } from '../logger';
import { apiErrorHandler, apiNotFound, restError } from '../kernel/http/api-errors';
import { blogRoutes } from '../modules/blog/blog.routes';
import { chatRoutes } from '../modules/chat/chat.routes';
import { contactRoutes } from './contact.routes';
import { formTokenRoutes } from './form-token.routes';
import { refuseHostilePathSegments } from './path-segments';
import { toolReminderRoutes } from '../modules/tools/tool-reminders.routes';
import { leadsCsvRoutes } from '../modules/desk/leads-csv.route';
import { calendarFeedRoutes } from '../modules/booking/calendar-feed.route';
import { meetingRoutes } from '../modules/booking/meetings.routes';
import { newsletterApiRoutes } from '../modules/newsletter/newsletter.routes';
import { personDataRoutes } from '../modules/privacy/person-data.route';

export interface ApiRouterOptions {
  bodyLimit: string;
  corsOrigins: readonly string[];
  logger: Logger;
}

/** The spec's REST paths: thin routes over the same services and input classes as GraphQL. */
export function createApiRouter(services: AppServices, options: ApiRouterOptions): Router {
  const router = Router();
  router.use(corsFor(options.corsOrigins), requireJsonBody(restError));
  router.use(refuseHostilePathSegments);
  router.use(express.json({ limit: options.bodyLimit }));
  router.use(blogRoutes(services.blog));
  router.use(contactRoutes(services.contact));
  router.use(formTokenRoutes(services.formTokens));
  router.use(chatRoutes(services.chat));
  router.use(toolReminderRoutes());
  router.use(leadsCsvRoutes(services.desk.auth, services.desk.leads, services.desk.cookies));
  router.use(calendarFeedRoutes(services.booking.availability, services.booking.booking));
  router.use(
    meetingRoutes(
      services.booking.availability,
      services.booking.booking,
      services.booking.inviteFiles,
    ),
  );
  router.use(newsletterApiRoutes(services.newsletter, services.desk.auth, services.desk.cookies));
  router.use(personDataRoutes(services.desk.auth, services.privacy, services.desk.cookies));
  router.use(apiNotFound);
  router.use(apiErrorHandler(options.logger));
  return router;
}
