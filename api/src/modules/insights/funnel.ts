import { type VisitLanding } from './visit-link.store';

/** How a lead came in: the contact form (or API), the chat, a booking, or an owner tool. */
export type LeadSource = 'form' | 'chat' | 'booking' | 'tool';
export const leadSources: readonly LeadSource[] = ['form', 'chat', 'booking', 'tool'];

export interface FunnelLead {
  id: string;
  sessionId: string | null;
  source: LeadSource;
}

/** A meeting as booking keeps it (meetings.status): booked, done, no_show or cancelled. */
export type MeetingStatusName = 'booked' | 'done' | 'no_show' | 'cancelled';

export interface FunnelMeeting {
  contactId: string | null;
  sessionId: string | null;
  status: MeetingStatusName;
  /** When the meeting ends (or ended). */
  end: Date;
}

/** What became of a booked meeting, as the funnel counts it. */
export type MeetingOutcome = 'kept' | 'missed' | 'cancelled' | 'upcoming';

/**
 * The rule: kept when the owner marked it held (done); cancelled when it was called off; missed
 * when the owner marked it a no-show, or when its end has passed and it still stands as booked
 * (nobody marked it held: a call that happened counts once the owner marks it done); upcoming
 * until then.
 */
export function meetingOutcome(meeting: Pick<FunnelMeeting, 'status' | 'end'>, now: Date) {
  if (meeting.status === 'done') return 'kept';
  if (meeting.status === 'cancelled') return 'cancelled';
  if (meeting.status === 'no_show') return 'missed';
  return meeting.end.getTime() <= now.getTime() ? 'missed' : 'upcoming';
}

export interface FunnelInput {
  /** Chat sessions begun in the period. */
  chats: readonly string[];
  leads: readonly FunnelLead[];
  /** Meetings booked in the period. */
  meetings: readonly FunnelMeeting[];
  links: readonly VisitLanding[];
  /** The moment the outcomes are judged at (a meeting past its end and unmarked is missed). */
  now: Date;
}

/** What followed the visits that came in one way: chats, leads, meetings booked, kept, missed. */
export interface FollowedCounts {
  chats: number;
  leads: number;
  meetingsBooked: number;
  meetingsKept: number;
  meetingsMissed: number;
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** Each step's share of the one before it (a chat, a lead, a tool used: of visits). */
export function funnelRates(funnel: FollowedCounts & { visits: number; toolUses: number }) {
  return {
    chatRate: rate(funnel.chats, funnel.visits),
    toolRate: rate(funnel.toolUses, funnel.visits),
    leadRate: rate(funnel.leads, funnel.visits),
    bookingRate: rate(funnel.meetingsBooked, funnel.leads),
    keptRate: rate(funnel.meetingsKept, funnel.meetingsBooked),
    missedRate: rate(funnel.meetingsMissed, funnel.meetingsBooked),
  };
}

/** Finds the visit a chat, a lead or a meeting began in. */
export class VisitFinder {
  private readonly chatVisits = new Map<string, VisitLanding>();
  private readonly leadVisits = new Map<string, VisitLanding>();
  private readonly leadsById: Map<string, FunnelLead>;

  constructor(input: Pick<FunnelInput, 'leads' | 'links'>) {
    for (const link of input.links)
      (link.kind === 'chat' ? this.chatVisits : this.leadVisits).set(link.ref, link);
    this.leadsById = new Map(input.leads.map((lead) => [lead.id, lead]));
  }

  chat(sessionId: string | null): VisitLanding | undefined {
    return sessionId ? this.chatVisits.get(sessionId) : undefined;
  }

  /** A lead's own visit, or its chat's. */
  lead(id: string | null): VisitLanding | undefined {
    if (!id) return undefined;
    return this.leadVisits.get(id) ?? this.chat(this.leadsById.get(id)?.sessionId ?? null);
  }

  /** A meeting's lead's visit, or its chat's. */
  meeting(meeting: Pick<FunnelMeeting, 'contactId' | 'sessionId'>): VisitLanding | undefined {
    return this.lead(meeting.contactId) ?? this.chat(meeting.sessionId);
  }
}

/**
 * Ties every chat, lead and meeting to the visit it began in: a lead by its own link or its
 * chat's, a meeting by its lead's or its chat's. Counted per key of the visit (a landing page,
 * a source, or each article it read); what no visit is known for (Do Not Track, a lead by the
 * API) counts in the funnel only.
 */
export function attribute(
  input: FunnelInput,
  keysOf: (landing: VisitLanding) => string | readonly string[],
): Map<string, FollowedCounts> {
  const visits = new VisitFinder(input);
  const counts = new Map<string, FollowedCounts>();
  const add = (landing: VisitLanding | undefined, step: keyof FollowedCounts) => {
    if (!landing) return;
    const keys = keysOf(landing);
    for (const key of typeof keys === 'string' ? [keys] : keys) {
      const entry = counts.get(key) ?? {
        chats: 0,
        leads: 0,
        meetingsBooked: 0,
        meetingsKept: 0,
        meetingsMissed: 0,
      };
      entry[step] += 1;
      counts.set(key, entry);
    }
  };
  for (const sessionId of input.chats) add(visits.chat(sessionId), 'chats');
  for (const lead of input.leads) add(visits.lead(lead.id), 'leads');
  for (const meeting of input.meetings) {
    const landing = visits.meeting(meeting);
    add(landing, 'meetingsBooked');
    const outcome = meetingOutcome(meeting, input.now);
    if (outcome === 'kept') add(landing, 'meetingsKept');
    if (outcome === 'missed') add(landing, 'meetingsMissed');
  }
  return counts;
}
