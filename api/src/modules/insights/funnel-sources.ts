import { type FunnelLead, type FunnelMeeting } from './funnel';

/**
 * What the funnel reads from the modules that own chats, leads and meetings (each through its
 * own service: one owner per table). Wired in the composition root.
 */
export interface FunnelSources {
  /** Chat sessions whose first visitor message falls in [from, to). */
  chatsStarted(from: Date, to: Date): Promise<string[]>;
  /** Leads stored in [from, to). */
  leadsCreated(from: Date, to: Date): Promise<FunnelLead[]>;
  /** Meetings booked (created) in [from, to), with their status and end (funnel.ts judges them). */
  meetingsBooked(from: Date, to: Date): Promise<FunnelMeeting[]>;
}
