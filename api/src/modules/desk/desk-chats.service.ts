import { type DataSource, In, MoreThan, type Repository } from 'typeorm';
import { type ChatLog, type ChatSessionActivity } from '../chat/chat-log';
import { type ChatMessage } from '../chat/chat-message.entity';
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

  constructor(
    dataSource: DataSource,
    private readonly log: ChatLog,
  ) {
    this.states = dataSource.getRepository(DeskChatState);
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
    const states = new Map(
      (await this.states.findBy({ sessionId: In(chats.map((chat) => chat.sessionId)) })).map(
        (state) => [state.sessionId, state] as const,
      ),
    );
    return chats.map((chat) => chatView(chat, states.get(chat.sessionId)));
  }

  async chat(sessionId: string): Promise<DeskChat | undefined> {
    const activity = await this.log.sessionActivity(sessionId);
    if (!activity) return undefined;
    return chatView(activity, await this.states.findOneBy({ sessionId }));
  }

  /** A chat's messages, oldest first (the newest 500). */
  messagesOf(sessionId: string): Promise<ChatMessage[]> {
    return this.log.history(sessionId, { limit: chatMessagesShown });
  }
}

function chatView(
  activity: ChatSessionActivity,
  state: DeskChatState | null | undefined,
): DeskChat {
  const ownerName = state?.ownerName ?? null;
  return {
    sessionId: activity.sessionId,
    startedAt: activity.firstMessageAt,
    lastMessageAt: activity.lastMessageAt,
    wantsPerson: state?.wantsPerson ?? false,
    ownerJoined: ownerName !== null,
    ownerName,
  };
}
