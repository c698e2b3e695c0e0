import { type DataSource, type EntityManager, In, MoreThan, type Repository } from 'typeorm';
import { type ChatLog, type ChatSessionActivity, type ChatSessionSummary } from '../chat/chat-log';
import { type ChatMessage } from '../chat/chat-message.entity';
import { type Contact } from '../contact/contact.entity';
import { SessionLeads } from '../contact/session-leads';
import { DeskChatState } from './desk-chat.entity';
import { type DeskChat } from './desk-chat.types';

const recentChatsDays = 7;
/** The most messages the desk shows of one chat (the newest). */
const chatMessagesShown = 500;

/**
 * The desk's view of visitor chats: recent ones (those wanting a person first) and one chat.
 * Messages and their times come from the chat log; the desk's own state from desk_chats.
 */
export class DeskChatsService {
  private readonly states: Repository<DeskChatState>;
  private readonly leads: SessionLeads;

  constructor(
    dataSource: DataSource,
    private readonly log: ChatLog,
  ) {
    this.states = dataSource.getRepository(DeskChatState);
    this.leads = new SessionLeads(dataSource);
  }

  /**
   * Recent chats (a message in the last 7 days): those that asked for a person in that time
   * first, then the others, each group latest first.
   */
  async recent(first: number): Promise<DeskChat[]> {
    const since = new Date(Date.now() - recentChatsDays * 86_400_000);
    const flaggedIds = (
      await this.states.find({
        select: { sessionId: true },
        where: { wantsPerson: true, personRequestedAt: MoreThan(since) },
        order: { personRequestedAt: 'DESC' },
        take: first,
      })
    ).map((state) => state.sessionId);
    const flagged = await this.log.activeSessions(since, first, flaggedIds);
    const flaggedSet = new Set(flagged.map((chat) => chat.sessionId));
    const others = (await this.log.activeSessions(since, first + flagged.length)).filter(
      (chat) => !flaggedSet.has(chat.sessionId),
    );
    const chats = [...flagged, ...others].slice(0, first);
    if (chats.length === 0) return [];
    return this.views(chats);
  }

  async chat(sessionId: string): Promise<DeskChat | undefined> {
    const activity = await this.log.sessionActivity(sessionId);
    if (!activity) return undefined;
    return (await this.views([activity]))[0];
  }

  /**
   * Inside the transaction that forgets a person (modules/privacy/): the desk's state of their
   * chats (a message being taken in away mode is theirs too). Returns how many were deleted.
   */
  async deleteSessions(manager: EntityManager, sessionIds: readonly string[]): Promise<number> {
    if (sessionIds.length === 0) return 0;
    const result = await manager.delete(DeskChatState, { sessionId: In([...sessionIds]) });
    return result.affected ?? 0;
  }

  /** The chats with their desk state, summary and the visitor's latest lead, in one pass. */
  private async views(chats: ChatSessionActivity[]): Promise<DeskChat[]> {
    const ids = chats.map((chat) => chat.sessionId);
    const [stateRows, summaryRows, leadRows] = await Promise.all([
      this.states.findBy({ sessionId: In(ids) }),
      this.log.summaries(ids),
      this.leads.ofSessions(ids),
    ]);
    const states = new Map(stateRows.map((state) => [state.sessionId, state] as const));
    const summaries = new Map(summaryRows.map((row) => [row.sessionId, row] as const));
    // Oldest first, so the latest lead of a session wins.
    const leads = new Map(leadRows.map((lead) => [lead.sessionId, lead] as const));
    return chats.map((chat) =>
      chatView(
        chat,
        states.get(chat.sessionId),
        summaries.get(chat.sessionId),
        leads.get(chat.sessionId),
      ),
    );
  }

  /** A chat's messages, oldest first (the newest 500). */
  messagesOf(sessionId: string): Promise<ChatMessage[]> {
    return this.log.history(sessionId, { limit: chatMessagesShown });
  }
}

function chatView(
  activity: ChatSessionActivity,
  state: DeskChatState | undefined,
  summary: ChatSessionSummary | undefined,
  lead: Pick<Contact, 'name' | 'email'> | undefined,
): DeskChat {
  const ownerName = state?.ownerName ?? null;
  return {
    sessionId: activity.sessionId,
    startedAt: activity.firstMessageAt,
    lastMessageAt: activity.lastMessageAt,
    wantsPerson: state?.wantsPerson ?? false,
    ownerJoined: ownerName !== null,
    ownerName,
    visitorName: lead?.name ?? null,
    visitorEmail: lead?.email ?? null,
    firstMessage: summary?.firstVisitorMessage ?? null,
    startPage: summary?.startPage ?? null,
    lastMessage: summary?.lastMessage ?? null,
    waitingSince: waitingSince(state, summary),
  };
}

/**
 * Since when the visitor has waited for a person. An owner in the chat owes an answer to the
 * visitor's messages since their last message (or their JOINED line); with nobody in the chat,
 * a visitor who asked for a person waits from the request until an owner acts.
 */
export function waitingSince(
  state: DeskChatState | undefined,
  summary: ChatSessionSummary | undefined,
): Date | null {
  if (!state || !summary) return null;
  const lastOwnerAt = summary.lastOwnerAt?.getTime() ?? -Infinity;
  const requestedAt =
    state.wantsPerson && state.personRequestedAt && state.personRequestedAt.getTime() > lastOwnerAt
      ? state.personRequestedAt
      : null;
  if (state.ownerId) {
    const unanswered = summary.firstVisitorAfterOwnerAt;
    if (requestedAt && (!unanswered || requestedAt < unanswered)) return requestedAt;
    return unanswered;
  }
  return requestedAt;
}
