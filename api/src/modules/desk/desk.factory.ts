import { type DataSource } from 'typeorm';
import { type Config } from '../../config';
import { type Logger } from '../../logger';
import { type RateLimitStore } from '../../rate-limit/rate-limiter';
import { type ChatPubSub } from '../chat/chat.pubsub';
import { type LeadOutbox } from '../lead-delivery/lead-outbox';
import { OwnerAuthService } from '../owner/owner-auth.service';
import { SignInLimiter } from '../owner/sign-in-limiter';
import { DeskEvents } from './desk-events';
import { HandoffService } from './handoff.service';
import { LeadsService } from './leads.service';

export interface Desk {
  auth: OwnerAuthService;
  leads: LeadsService;
  handoff: HandoffService;
  events: DeskEvents;
  /** The lead outbox, telling the desk of every lead it stores (ContactService's `leads`). */
  announcingOutbox: Pick<LeadOutbox, 'storeLead'>;
}

/**
 * An owner counts as signed in (no e-mail about a chat asking for a person) when a session was
 * used this recently; an open desk tab refreshes its session every minute over its WebSocket.
 */
export const ownerPresenceWindowMs = 3 * 60_000;

export function createDesk(
  dataSource: DataSource,
  config: Config,
  pubSub: ChatPubSub,
  outbox: LeadOutbox,
  limitStore: RateLimitStore,
  logger: Logger,
): Desk {
  const auth = new OwnerAuthService(
    dataSource,
    config.desk,
    new SignInLimiter(config.desk, limitStore),
  );
  const events = new DeskEvents(pubSub);
  const handoff = new HandoffService(dataSource, pubSub, events, auth, outbox, logger, {
    ownerReplyTimeoutMs: config.desk.ownerReplyTimeoutSeconds * 1000,
    presenceWindowMs: ownerPresenceWindowMs,
  });
  return {
    auth,
    leads: new LeadsService(dataSource),
    handoff,
    events,
    announcingOutbox: {
      storeLead: async (contact, arrival) => {
        const stored = await outbox.storeLead(contact, arrival);
        events.newLead(stored);
        return stored;
      },
    },
  };
}
