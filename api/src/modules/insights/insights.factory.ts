import { type IncomingMessage, type ServerResponse } from 'node:http';
import { site } from '@landman/content';
import { type DataSource } from 'typeorm';
import { type Config } from '../../config';
import { type JobRegistry } from '../../jobs/job-registry';
import { type Logger } from '../../logger';
import { DailyVisitorKeys } from './daily-visitor-keys';
import { type FunnelSources } from './funnel-sources';
import { InsightsReportStore } from './insights-report.store';
import { InsightsService } from './insights.service';
import { nextTurn, PageViewBuffer } from './page-view-buffer';
import { type PageView } from './page-view';
import { PageViewRecorder, type RequestReading, type ServedRequest } from './page-view-recorder';
import { PageViewStore } from './page-view.store';
import { type VisitAction } from './visit-action';
import { VisitActionStore } from './visit-action.store';
import { VisitLinkStore, type VisitLinkKind } from './visit-link.store';

/** Who sent a chat message or a lead: read from their request, never stored. */
export interface Visitor {
  clientIp?: string;
  userAgent?: string;
}

/** What waits in the buffer: a finished request to count, or a step a service reported. */
type Pending = ServedRequest | VisitAction;

export interface Insights {
  service: InsightsService;
  buffer: PageViewBuffer<Pending>;
  /** Call for every HTTP request (server.ts): counts it if it turns out a person's page view. */
  observe(req: IncomingMessage, res: ServerResponse, reading: RequestReading): void;
  /**
   * For the chat and the contact service: a chat or a lead is tied to the visit its sender is on
   * (worked out from their address and user agent, as the page views' key is), in the
   * background; a failure costs the tie, never the message or the lead.
   */
  visits: {
    chatMessage(sessionId: string, client: Visitor): void;
    leadStored(leadId: string, client: Visitor): void;
    /**
     * For the booking dialog's availableSlots: the visit asked for open times (appended to the
     * buffer; a visitor with no counted page view that day is no visit and is not counted).
     */
    slotsAsked(client: Visitor): void;
  };
  /** The ties of chats and leads to their visits, for forgetting a person. */
  visitLinks: VisitLinkStore;
  /** Writes the views still buffered (on shutdown). */
  close(): Promise<void>;
}

/** The recurring job that rolls raw views up into daily counts. */
export const insightsRollUpJob = 'insights.roll-up';

export function createInsights(
  dataSource: DataSource,
  config: Config,
  sources: FunnelSources,
  jobs: JobRegistry,
  logger: Logger,
  /** The server's secret: every instance derives the same daily salt from it. */
  secret: string,
): Insights {
  // The salt itself is never written anywhere.
  const keys = new DailyVisitorKeys(Buffer.from(secret), new URL(site.url).hostname);
  const store = new PageViewStore(dataSource);
  const actionStore = new VisitActionStore(dataSource);
  // The requests only append; each batch is judged and described here, in the background.
  const buffer: PageViewBuffer<Pending> = new PageViewBuffer<Pending>(
    async (batch) => {
      const views: PageView[] = [];
      const actions: VisitAction[] = [];
      for (const item of batch) {
        if ('visitorKey' in item) {
          actions.push(item);
          continue;
        }
        const counted = recorder.count(item);
        if (counted.view) views.push(counted.view);
        if (counted.action) actions.push(counted.action);
      }
      // Worked out and written in separate turns of the event loop: requests come in between.
      await nextTurn();
      await store.insert(views);
      if (actions.length > 0) await nextTurn();
      await actionStore.insert(actions);
    },
    (message, error) => logger.warn(message, error),
  );
  const recorder = new PageViewRecorder(keys, (served) => buffer.add(served), {
    siteHost: new URL(site.url).host,
    countryHeader: config.insights.countryHeader,
  });
  const visitLinks = new VisitLinkStore(dataSource);
  const service = new InsightsService(
    dataSource,
    new InsightsReportStore(dataSource),
    visitLinks,
    actionStore,
    keys,
    sources,
    config.insights.rawDays,
  );
  // Hourly; the roll-up itself only touches days past INSIGHTS_RAW_DAYS.
  jobs.every(insightsRollUpJob, { everyMs: 60 * 60_000, atStart: true }, async () => {
    const rolled = await service.rollUp();
    if (rolled > 0) logger.info(`Insights: ${rolled} raw page views rolled up into daily counts`);
  });
  const link = (kind: VisitLinkKind, ref: string, client: Visitor) => {
    service
      .linkVisit(kind, ref, { address: client.clientIp, userAgent: client.userAgent })
      .catch((error: unknown) =>
        logger.warn(`Insights: a ${kind} was not tied to its visit`, error),
      );
  };
  return {
    service,
    buffer,
    visits: {
      chatMessage: (sessionId, client) => link('chat', sessionId, client),
      leadStored: (leadId, client) => link('lead', leadId, client),
      slotsAsked: (client) => {
        if (!config.insights.record) return;
        const at = new Date();
        const visitorKey = service.visitorKey(
          { address: client.clientIp, userAgent: client.userAgent },
          at,
        );
        if (visitorKey) buffer.add({ at, visitorKey, action: 'slots', detail: '' });
      },
    },
    visitLinks,
    // INSIGHTS_RECORD=false: nothing is counted (the desk's figures stop growing).
    observe: config.insights.record
      ? (req, res, reading) => recorder.observe(req, res, reading)
      : () => undefined,
    close: () => buffer.flush(),
  };
}
