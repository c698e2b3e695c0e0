import { randomUUID } from 'node:crypto';
import { type Config } from '../config';
import { type Database } from '../db/database';
import { AdvisorySessionLock, InProcessSessionLock, type SessionLock } from '../db/session-lock';
import { AppEventBus } from '../events/app-event-bus';
import { createBlogChangeChannel } from '../events/blog-change-channel';
import { createInProcessTransport, type EventTransport } from '../events/event-transport';
import { createRedisConnection } from '../events/redis-connection';
import { createRedisTransport } from '../events/redis-event-transport';
import { type Logger } from '../logger';
import { type Assistant, type PersonRequestReader } from '../modules/assistant/assistant.port';
import { createAssistant } from '../modules/assistant/assistant.factory';
import {
  type SessionPruning,
  startSessionPruning,
} from '../modules/assistant/flows/session-pruning';
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
import { AwayMessages, awayModeAssistant } from '../modules/desk/away-messages';
import { deskAwareAssistant } from '../modules/desk/desk-aware.assistant';
import { type Desk, createDesk, ownerPresenceWindowMs } from '../modules/desk/desk.factory';
import { type Booking, createBooking } from '../modules/booking/booking.factory';
import { createPublishing, type Publishing } from '../modules/blog/publishing.factory';
import { createNewsletter } from '../modules/newsletter/newsletter.factory';
import { createTeaching, type Teaching } from '../modules/teaching/teaching.factory';
import { type NewsletterService } from '../modules/newsletter/newsletter.service';
import {
  createLeadDelivery,
  type LeadDelivery,
} from '../modules/lead-delivery/lead-delivery.factory';

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
  /** The mail outbox: leads' e-mails, queued with the lead and sent in the background. */
  leadDelivery: LeadDelivery;
  /** The owner's desk: owner sessions, the leads inbox, the live chat handoff. */
  desk: Desk;
  /** Consultation booking: availability, open slots, meetings and their e-mails. */
  booking: Booking;
  /** The desk's blog writing, images and the scheduled publisher (stopped on shutdown). */
  publishing: Publishing;
  /** The blog by e-mail: subscriptions and their e-mails (through the outbox). */
  newsletter: NewsletterService;
  /** The consultant teaching the assistant: taught answers and the questions to answer. */
  teaching: Teaching;
  /** Deletes idle assistant sessions in the background; stopped on shutdown. */
  sessionPruning: SessionPruning;
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
  const leadDelivery = createLeadDelivery(dataSource, config, logger, chatLog);
  const newsletter = createNewsletter(dataSource, config, leadDelivery, limitStore, logger);
  const publishing = createPublishing(dataSource, config, blog, newsletter, logger);
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
    leadDelivery.outbox,
    limitStore,
    logger,
    personRequests,
  );
  const contact = new ContactService(
    dataSource,
    logger,
    new ContactLimits(config.contactLimits, limitStore),
    desk.announcingOutbox,
  );

  const booking = createBooking(dataSource, config, contact, leadDelivery, limitStore, logger);

  // The consultant's taught answers: one more knowledge unit each, kept current on every instance.
  const teaching = createTeaching(dataSource, config, bus, chatLog, instanceId, logger);

  const sessions = new DatabaseSessionStateStore(dataSource, { shared: sharedDatabase });
  const sessionPruning = startSessionPruning(sessions, logger);

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
    contacts: contact,
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
    replyTimeoutMs: config.chat.replyTimeoutMs,
    rateLimiter: new ChatRateLimiter(config.chat, limitStore),
    sessionLock,
    handoff: desk.handoff,
  });
  return {
    blog,
    contact,
    chat,
    chatLog,
    bus,
    events,
    leadDelivery,
    publishing,
    newsletter,
    sessionPruning,
    desk,
    booking,
    teaching,
    started,
    closeConnections: async () => {
      teaching.close();
      desk.handoff.close();
      desk.sockets.close();
      await sessionLock.close();
      await events.close();
      limiterRedis?.disconnect();
    },
  };
}
