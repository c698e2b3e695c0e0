import { randomUUID } from 'node:crypto';
import { type Config } from '../config';
import { type Backups, createBackups } from '../db/backup/backups';
import { type Database } from '../db/database';
import { AdvisorySessionLock, InProcessSessionLock, type SessionLock } from '../db/session-lock';
import { AppEventBus } from '../events/app-event-bus';
import { createBlogChangeChannel } from '../modules/blog/blog-change-channel';
import { createInProcessTransport, type EventTransport } from '../events/event-transport';
import { Jobs } from '../jobs/jobs';
import { createRedisConnection } from '../events/redis-connection';
import { createRedisTransport } from '../events/redis-event-transport';
import { type Logger } from '../logger';
import { type Assistant, type PersonRequestReader } from '../modules/assistant/assistant.port';
import { createAssistant } from '../modules/assistant/assistant.factory';
import { ChatLeadSink } from '../modules/contact/chat-lead.sink';
import { registerSessionPruning } from '../modules/assistant/flows/session-pruning';
import { DatabaseSessionStateStore } from '../modules/assistant/flows/session-state.store';
import { BlogArticleReader } from '../modules/blog/blog-article-reader';
import { BlogService } from '../modules/blog/blog.service';
import { announceBusOutages } from '../modules/chat/chat-bus-outage';
import { ChatRateLimiter } from '../modules/chat/chat-rate-limiter';

import { ChatLog } from '../modules/chat/chat-log';
import { ChatService } from '../modules/chat/chat.service';
import { ContactLimits } from '../modules/contact/contact-limits';
import { memoryStore, type RateLimitStore } from '../rate-limit/rate-limiter';
import { ContactService } from '../modules/contact/contact.service';
import { ChatClientKeys } from '../modules/chat/chat-client-key';
import { loadFormSigningSecret } from '../modules/contact/spam/form-signing-secret';
import { createDocuments } from '../modules/documents/documents.factory';
import { type DocumentsService } from '../modules/documents/documents.service';
import { AwayMessages, awayModeAssistant } from '../modules/desk/away-messages';
import { deskAwareAssistant } from '../modules/desk/desk-aware.assistant';
import { type Desk, createDesk, ownerPresenceWindowMs } from '../modules/desk/desk.factory';
import { type Booking, createBooking } from '../modules/booking/booking.factory';
import { createPublishing, type Publishing } from '../modules/blog/publishing.factory';
import { createNewsletter } from '../modules/newsletter/newsletter.factory';
import { createTeaching, type Teaching } from '../modules/teaching/teaching.factory';
import { createPrivacy } from '../modules/privacy/privacy.factory';
import { createInsights, type Insights } from '../modules/insights/insights.factory';
import { registerWeeklySummary } from '../modules/insights/weekly-summary';
import { PersonMeetingsStore } from '../modules/booking/person-meetings.store';
import { PersonContactsStore } from '../modules/contact/person-contacts.store';
import { PersonSubscriptionStore } from '../modules/newsletter/person-subscription.store';
import { type PersonDataService } from '../modules/privacy/person-data.service';
import { type NewsletterService } from '../modules/newsletter/newsletter.service';
import { MailQueue } from '../jobs/mail/mail-queue';
import { createMailer } from '../jobs/mail/mailer';
import { LeadOutbox } from '../modules/contact/lead-outbox';
import { registerLeadMails } from '../modules/contact/lead-mails';
import { FormTokens } from '../modules/contact/spam/form-token';

export interface AppServices {
  blog: BlogService;
  contact: ContactService;
  chat: ChatService;
  /** The one owner of chat_messages (append, history, publish). */
  chatLog: ChatLog;
  /** The app's one event bus (chat events, blog changes, desk events; events/topics.ts). */
  bus: AppEventBus;
  /** How the bus's events travel: in process, or through Redis to every instance. */
  events: EventTransport;
  /**
   * E-mail (jobs/mail): every feature queues its messages here, each a job sent by the one
   * handler; the mailer is closed on shutdown (`close`, after the jobs runner stopped).
   */
  mail: MailQueue;
  /** Issues the contact form's timestamp tokens (GET /api/contacts/form-token). */
  formTokens: FormTokens;
  /** The owner's desk: owner sessions, the leads inbox, the live chat handoff. */
  desk: Desk;
  /** Consultation booking: availability, open slots, meetings and their e-mails. */
  booking: Booking;
  /** The desk's blog writing, images and the scheduled publisher (stopped on shutdown). */
  publishing: Publishing;
  /** Backups of the embedded database: `npm run backup` through the server, and the daily one. */
  backups: Backups;
  /** The blog by e-mail: subscriptions and their e-mails (jobs/mail). */
  newsletter: NewsletterService;
  /** The consultant teaching the assistant: taught answers and the questions to answer. */
  teaching: Teaching;
  /** Documents visitors send with their requests (modules/documents/). */
  documents: DocumentsService;
  /** A person's data on request: their export, and forgetting them (modules/privacy/). */
  privacy: PersonDataService;
  /** Page views counted with no cookie or script, and the funnel to meetings (modules/insights/). */
  insights: Insights;
  /**
   * The one runner of background work (api/src/jobs): mail, reminders, scheduled posts, digests,
   * purges, pruning, the owner-reply timeout. Started here; stopped on shutdown.
   */
  jobs: Jobs;
  /**
   * Call once the server listens: starts the background work kept out of the start (the
   * assistant's index of the blog).
   */
  started(): void;
  /** Closes the Redis connections and the session-lock connections (after chat.close()). */
  closeConnections(): Promise<void>;
}

/** The one place the services are built and wired to each other. */
export function createServices(database: Database, config: Config, logger: Logger): AppServices {
  const { dataSource } = database;
  // Other processes may share this database: PostgreSQL with a pool. The embedded database
  // (one socket connection, also what the embedded test run uses) is always one process.
  const sharedDatabase = database.kind === 'postgres' && config.databasePoolMax > 1;

  // The event bus: through Redis when configured, so every instance sees every event.
  const events = config.redisUrl
    ? createRedisTransport({ url: config.redisUrl, prefix: config.redisPrefix, logger })
    : createInProcessTransport();
  if (config.databaseUrl && !config.redisUrl) {
    logger.warn(
      'REDIS_URL is not set: run only ONE instance of the app on this database (chat events ' +
        'and cache invalidation stay inside this process).',
    );
  }
  const bus = new AppEventBus(events);
  announceBusOutages(bus);
  const instanceId = randomUUID();

  const blog = new BlogService(dataSource, logger, createBlogChangeChannel(bus, instanceId));
  // Every limit counts in one store: Redis when instances share it, else this process.
  const limiterRedis = config.redisUrl
    ? createRedisConnection(config.redisUrl, 'limiter')
    : undefined;
  const limitStore: RateLimitStore = limiterRedis
    ? { kind: 'redis', client: limiterRedis, prefix: config.redisPrefix }
    : memoryStore;

  // The one owner of chat_messages: the chat, the desk and the mail worker read and write there.
  const chatLog = new ChatLog(dataSource, bus);
  // Every module registers its background work on this one runner, started once all have. On
  // one connection (the embedded database) it runs one job at a time, so requests still get it.
  const jobs = new Jobs(dataSource, logger, {
    // MAIL_POLL_INTERVAL_MS: how soon jobs other instances queued (their e-mails) are seen.
    pollIntervalMs: config.mail.pollIntervalMs,
    concurrency: sharedDatabase ? 4 : 1,
    soleRunner: database.kind === 'embedded',
  });
  // The server's one secret (FORM_SIGNING_SECRET, or DATA_DIR's generated one), read once: it
  // signs forms and links and keys votes and visits, the same on every instance and restart.
  const secret = loadFormSigningSecret(config.mail.formSigningSecret, config.dataDir);
  // E-mail: one `mail.send` job per message, sent by one handler with the jobs runner's leases
  // and retries (MAIL_MAX_ATTEMPTS, MAIL_RETRY_*); each feature registers its composers.
  const mail = new MailQueue(dataSource, jobs, createMailer(config.mail, logger), logger, {
    maxAttempts: config.mail.maxAttempts,
    retryBaseMs: config.mail.retryBaseMs,
    retryMaxMs: config.mail.retryMaxMs,
  });
  const formTokens = new FormTokens(secret);
  // Leads are stored with their e-mails queued, in one transaction (modules/contact).
  const leadOutbox = new LeadOutbox(dataSource, mail, formTokens, logger, {
    mailFrom: config.mail.from,
    notifyTo: config.mail.notifyTo,
    acknowledgementsPerHour: config.mail.acknowledgementsPerHour,
    formMinFillSeconds: config.mail.formMinFillSeconds,
  });
  const newsletter = createNewsletter(dataSource, config, mail, limitStore, jobs, logger, secret);
  const backups = createBackups(database, config.backup, logger);
  const publishing = createPublishing(dataSource, config, blog, newsletter, jobs, logger);
  // Hourly: the daily backup when it is due (a recurring job of the jobs runner).
  jobs.registry.every('db.daily-backup', { everyMs: 60 * 60_000 }, () =>
    backups.runScheduledBackup(new Date()),
  );
  // Whether a visitor asks for a person is the assistant's decision alone; the desk asks it of
  // the messages an owner answers (the assistant built below needs the desk's lead outbox).
  const builtAssistant: { reader?: PersonRequestReader } = {};
  const personRequests: PersonRequestReader = {
    wantsPerson: (message) => {
      if (!builtAssistant.reader) throw new Error('The assistant is not built yet.');
      return builtAssistant.reader.wantsPerson(message);
    },
  };
  // The owner's desk: sign-in, the inbox, and the live handoff in chats (modules/desk/).
  const desk = createDesk(
    dataSource,
    config,
    bus,
    chatLog,
    leadOutbox,
    mail,
    limitStore,
    logger,
    personRequests,
    jobs,
    secret,
  );
  // Insights read chats, leads and meetings through their owners (built below, read later);
  // the chat and the contact service tie what they store to its visit; roll-up: a recurring job.
  const insights = createInsights(
    dataSource,
    config,
    {
      chatsStarted: (from, to) => chatLog.chatsStartedBetween(from, to),
      leadsCreated: async (from, to) =>
        (await contact.createdBetween(from, to)).map((lead) => ({
          id: lead.id,
          sessionId: lead.sessionId,
          source: lead.tool
            ? 'tool'
            : lead.channel === 'meeting' || lead.channel === 'chat_booking'
              ? 'booking'
              : lead.source,
        })),
      meetingsBooked: async (from, to) =>
        (await booking.booking.bookedBetween(from, to)).map((meeting) => ({
          contactId: meeting.contactId,
          sessionId: meeting.sessionId,
          status: meeting.status,
          end: meeting.end,
        })),
    },
    jobs.registry,
    logger,
    secret,
  );

  const documents = createDocuments(dataSource, config.documents, limitStore, jobs, logger);
  // A lead's e-mails, written when sent: the consultant's lists its documents (never the files).
  registerLeadMails(mail, dataSource, {
    chatLog,
    documentsOf: (contactId) => documents.forMail(contactId),
    notifyTo: config.mail.notifyTo,
  });
  const contact = new ContactService(
    dataSource,
    logger,
    new ContactLimits(config.contactLimits, limitStore),
    desk.announcingOutbox,
    documents,
    insights.visits,
  );

  const booking = createBooking(
    dataSource,
    config,
    contact,
    mail,
    limitStore,
    logger,
    secret,
    insights.visits,
  );

  // The consultant's taught answers: one more knowledge unit each, kept current on every instance.
  const teaching = createTeaching(dataSource, config, bus, chatLog, instanceId, logger);
  // The owner's weekly summary e-mail, through the outbox (INSIGHTS_WEEKLY_EMAIL turns it off).
  registerWeeklySummary({
    jobs: jobs.registry,
    mail,
    insights: insights.service,
    weakQuestions: async (limit) =>
      (await teaching.questions.list(limit)).map(({ question, visitors }) => ({
        question,
        visitors,
      })),
    to: config.mail.notifyTo,
    mailFrom: config.mail.from,
    enabled: config.insights.weeklyEmail,
  });

  const sessions = new DatabaseSessionStateStore(dataSource, { shared: sharedDatabase });
  registerSessionPruning(jobs.registry, sessions, logger);
  // Forgetting a person reaches each table through the module that owns it.
  const privacy = createPrivacy(
    dataSource,
    {
      contacts: new PersonContactsStore(dataSource),
      chatLog,
      // Documents a chat uploaded; those attached to a lead also go with it (foreign key).
      sessionState: [desk.chats, sessions, documents, insights.visitLinks],
      leadState: [insights.visitLinks],
      meetings: new PersonMeetingsStore(dataSource),
      booking: booking.booking,
      subscriptions: new PersonSubscriptionStore(dataSource),
      mail: {
        about: (refs) => mail.about(refs),
        deleteQueuedFor: (manager, refs) => mail.forget(refs, manager),
        pendingCancellationNotices: (meetingIds) =>
          booking.mails.pendingCancellationNotices(meetingIds),
      },
      wakeMail: () => mail.wake(),
    },
    logger,
  );

  // The chat's reply engine: the Land Services Assistant (built-in, or LLM-phrased if configured).
  let started: () => void = () => undefined;
  const whenStarted = new Promise<void>((resolve) => (started = resolve));
  // Inside out: the assistant; away mode (a message taken when a person is asked for and
  // nobody is at the desk); the desk told of every request for a person.
  const away = new AwayMessages(dataSource, desk.auth, contact, logger, {
    presenceWindowMs: ownerPresenceWindowMs,
  });
  const landServicesAssistant = createAssistant({
    sessions,
    blog: new BlogArticleReader(dataSource, blog),
    leads: new ChatLeadSink(contact),
    // The chat books through booking's side of the assistant's port (chat-booking.port.ts).
    booking: booking.chat,
    llm: config.assistantLlm,
    logger,
    taught: teaching.knowledge,
    started: whenStarted,
  });
  builtAssistant.reader = landServicesAssistant;
  const assistant: Assistant = deskAwareAssistant(
    awayModeAssistant(landServicesAssistant, away),
    desk.handoff,
  );

  // One reply at a time per session, on every instance together when the database is shared.
  const sessionLock: SessionLock = sharedDatabase
    ? new AdvisorySessionLock({
        url: config.databaseUrl as string,
        maxConnections: config.databasePoolMax,
        waitTimeoutMs: config.chat.replyTimeoutMs * 2,
      })
    : new InProcessSessionLock();

  const chat = new ChatService(chatLog, assistant, logger, {
    // Votes are counted by a key of the client's address: the same on every instance and restart.
    clientKeys: ChatClientKeys.fromSecret(secret),
    replyTimeoutMs: config.chat.replyTimeoutMs,
    rateLimiter: new ChatRateLimiter(config.chat, limitStore),
    sessionLock,
    handoff: desk.handoff,
    visits: insights.visits,
  });

  // App-wide recurring work registers here, e.g.:
  // jobs.registry.every('kind', { everyMs: 60 * 60_000 }, () => work());
  jobs.start();
  return {
    blog,
    contact,
    chat,
    chatLog,
    bus,
    events,
    mail,
    formTokens,
    publishing,
    backups,
    newsletter,
    jobs,
    privacy,
    insights,
    documents,
    desk,
    booking,
    teaching,
    started,
    closeConnections: async () => {
      teaching.close();
      desk.sockets.close();
      await sessionLock.close();
      await events.close();
      limiterRedis?.disconnect();
    },
  };
}
