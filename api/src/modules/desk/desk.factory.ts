import { type DataSource } from 'typeorm';
import { type Config } from '../../config';
import { type Logger } from '../../logger';
import { describeWait } from '../../rate-limit/rate-limited.error';
import { createRateLimiter, type RateLimitStore } from '../../rate-limit/rate-limiter';
import { type AppEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';
import { type PersonRequestReader } from '../assistant/assistant.port';
import { type ChatLog } from '../chat/chat-log';
import { type LeadOutbox } from '../lead-delivery/lead-outbox';
import { loadFormSigningSecret } from '../lead-delivery/spam/form-signing-secret';
import { DeskCookies } from '../owner/desk-cookies';
import { DeskSocketWatch } from '../owner/desk-socket-keepalive';
import { DeviceTrust, deviceSecret } from '../owner/device-trust';
import { OwnerAuthService } from '../owner/owner-auth.service';
import { SignInLimiter } from '../owner/sign-in-limiter';
import { ChatTranscripts } from './chat-transcripts';
import { DeskChatsService } from './desk-chats.service';
import { DeskEvents } from './desk-events';
import { HandoffService } from './handoff.service';
import { LeadsService } from './leads.service';

export interface Desk {
  auth: OwnerAuthService;
  /** The desk's cookie names and attributes (`__Host-` in production). */
  cookies: DeskCookies;
  /** Keeps desk sockets' sessions alive, and closes them the moment their session ends. */
  sockets: DeskSocketWatch;
  leads: LeadsService;
  chats: DeskChatsService;
  handoff: HandoffService;
  events: DeskEvents;
  /** The visitor's copy of a chat by e-mail (away mode's button). */
  transcripts: ChatTranscripts;
  /** The lead outbox, telling the desk of every lead it stores (ContactService's `leads`). */
  announcingOutbox: Pick<LeadOutbox, 'storeLead'>;
}

/**
 * An owner counts as signed in (no e-mail about a chat asking for a person) when a session was
 * used this recently; an open desk tab refreshes its session every minute over its WebSocket.
 */
export const ownerPresenceWindowMs = 3 * 60_000;

/**
 * How long a visitor taking a message in the chat (away mode) has to leave it before the
 * consultant is e-mailed about their request for a person instead: the three answers take a
 * minute or two; the message's lead e-mail, when it comes, replaces that one.
 */
export const awayMessageGraceMs = 10 * 60_000;

export function createDesk(
  dataSource: DataSource,
  config: Config,
  bus: AppEventBus,
  chatLog: ChatLog,
  outbox: LeadOutbox,
  limitStore: RateLimitStore,
  logger: Logger,
  /** The assistant's reading of a request for a person (the one detector). */
  personRequests: PersonRequestReader,
): Desk {
  const secret = deviceSecret(config.desk.deviceSecret, () =>
    loadFormSigningSecret(config.mail.formSigningSecret, config.dataDir),
  );
  const auth = new OwnerAuthService(dataSource, config.desk, {
    limiter: new SignInLimiter(config.desk, limitStore),
    devices: new DeviceTrust(secret),
    // A failure to queue it must not turn the refusal (429) into an error.
    lockoutNotice: (ownerEmail) =>
      outbox
        .queueSignInLockout(ownerEmail)
        .catch((error: unknown) => logger.warn('Desk: could not queue a lockout e-mail', error)),
    sessionsEnded: (ended) => bus.publish(Topic.OwnerSessionsEnded, ended),
  });
  const cookies = new DeskCookies(config.desk.secureCookie);
  const sockets = new DeskSocketWatch(
    auth,
    cookies,
    logger,
    bus.subscribe(Topic.OwnerSessionsEnded),
  );
  const events = new DeskEvents(bus);
  const chats = new DeskChatsService(dataSource, chatLog);
  const handoff = new HandoffService(
    dataSource,
    chatLog,
    events,
    auth,
    outbox,
    personRequests,
    chats,
    logger,
    {
      ownerReplyTimeoutMs: config.desk.ownerReplyTimeoutSeconds * 1000,
      presenceWindowMs: ownerPresenceWindowMs,
      awayMessageGraceMs,
      mailLimit: createRateLimiter(
        {
          keyPrefix: 'person-request-mail',
          points: config.desk.personRequestMailsPerHour,
          durationSeconds: 3_600,
          message: () => 'Too many person-request e-mails this hour.',
        },
        limitStore,
      ),
      clientMailLimit: createRateLimiter(
        {
          keyPrefix: 'person-request-mail-client',
          points: config.desk.personRequestMailsPerClientPerHour,
          durationSeconds: 3_600,
          message: () => 'Too many person-request e-mails from this client this hour.',
        },
        limitStore,
      ),
    },
  );
  return {
    auth,
    cookies,
    sockets,
    leads: new LeadsService(dataSource, chatLog),
    chats,
    handoff,
    events,
    transcripts: new ChatTranscripts(
      dataSource,
      outbox,
      createRateLimiter(
        {
          keyPrefix: 'chat-transcript-client',
          points: config.desk.chatTranscriptsPerClientPerHour,
          durationSeconds: 3_600,
          message: (wait) =>
            `Too many transcripts asked for. Please try again in ${describeWait(wait)}.`,
        },
        limitStore,
      ),
    ),
    announcingOutbox: {
      storeLead: async (contact, arrival) => {
        const stored = await outbox.storeLead(contact, arrival);
        events.newLead(stored);
        return stored;
      },
    },
  };
}
