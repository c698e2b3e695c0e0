import { type DataSource } from 'typeorm';
import { type Config } from '../../config';
import { type Jobs } from '../../jobs/jobs';
import { type Logger } from '../../logger';
import { describeWait } from '../../rate-limit/rate-limited.error';
import { createRateLimiter, type RateLimitStore } from '../../rate-limit/rate-limiter';
import { type AppEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';
import { type PersonRequestReader } from '../assistant/assistant.port';
import { type ChatLog } from '../chat/chat-log';
import { type MailQueue } from '../../jobs/mail/mail-queue';
import { type LeadOutbox } from '../contact/lead-outbox';
import { DeskCookies } from '../owner/desk-cookies';
import { DeskSocketWatch } from '../owner/desk-socket-keepalive';
import { DeviceTrust, deviceSecret } from '../owner/device-trust';
import { OwnerAuthService } from '../owner/owner-auth.service';
import { SignInLimiter } from '../owner/sign-in-limiter';
import { signInLockoutMails } from '../owner/sign-in-lockout.mail';
import { ChatMails } from './chat-mails';
import { ChatTranscripts } from './chat-transcripts';
import { DeskChatsService } from './desk-chats.service';
import { DeskEvents } from './desk-events';
import { HandoffService } from './handoff.service';
import { ownerReplyTimeouts, registerOwnerReplyTimeout } from './owner-reply-timeout';
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
  /** The desk's e-mails about chats (a request for a person, the visitor's transcript). */
  chatMails: ChatMails;
  /**
   * The lead outbox, telling the desk of every lead it stores (ContactService's `leads`); a
   * message taken in a chat voids the chat's person-request e-mail in the lead's transaction.
   */
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
  outbox: Pick<LeadOutbox, 'storeLead'>,
  /** E-mail (jobs/mail): the desk's own, and the owners' sign-in lockout notices. */
  mail: MailQueue,
  limitStore: RateLimitStore,
  logger: Logger,
  /** The assistant's reading of a request for a person (the one detector). */
  personRequests: PersonRequestReader,
  /** The jobs runner: the owner-reply timeout is a due job. */
  jobs: Jobs,
  /** The server's secret: device trust derives its key from it unless DESK_DEVICE_SECRET is set. */
  serverSecret: string,
): Desk {
  const secret = deviceSecret(config.desk.deviceSecret, () => serverSecret);
  const queueLockoutMail = signInLockoutMails(mail, {
    windowMinutes: config.desk.signInWindowMinutes,
    mailFrom: config.mail.from,
  });
  const chatMails = new ChatMails(mail, chatLog, {
    notifyTo: config.mail.notifyTo,
    mailFrom: config.mail.from,
  });
  const auth = new OwnerAuthService(dataSource, config.desk, {
    limiter: new SignInLimiter(config.desk, limitStore),
    devices: new DeviceTrust(secret),
    // A failure to queue it must not turn the refusal (429) into an error.
    lockoutNotice: (ownerEmail) =>
      queueLockoutMail(ownerEmail).catch((error: unknown) =>
        logger.warn('Desk: could not queue a lockout e-mail', error),
      ),
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
    chatMails,
    personRequests,
    chats,
    logger,
    {
      replyTimeouts: ownerReplyTimeouts(jobs, config.desk.ownerReplyTimeoutSeconds * 1000),
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
  registerOwnerReplyTimeout(jobs.registry, (sessionId, since) =>
    handoff.ownerReplyTimedOut(sessionId, since),
  );
  return {
    auth,
    cookies,
    sockets,
    leads: new LeadsService(dataSource, chatLog),
    chats,
    handoff,
    events,
    chatMails,
    transcripts: new ChatTranscripts(
      dataSource,
      chatMails,
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
        const stored = await outbox.storeLead(contact, {
          ...arrival,
          alsoStore: async (manager, lead) => {
            await arrival.alsoStore?.(manager, lead);
            // A message taken in the chat answers the visitor's request for a person: its e-mail
            // says who, how to reach them, what they want and where the chat is. The e-mail about
            // the request, held back while the message was taken, is not sent as well.
            if (lead.channel === 'chat_message' && lead.sessionId) {
              await chatMails.dropPersonRequest(manager, lead.sessionId);
            }
          },
        });
        events.newLead(stored);
        return stored;
      },
    },
  };
}
