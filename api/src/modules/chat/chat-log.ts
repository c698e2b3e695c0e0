import { type DataSource, type EntityManager, In, MoreThan, type Repository } from 'typeorm';
import { type AppEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';
import { ChatAuthor } from './chat-author';
import { type ChatEventPayload } from './chat-event.type';
import { ChatMessage } from './chat-message.entity';
import { ChatMessageKind } from './chat-message-kind';
import {
  ChatMessageStore,
  type NewChatMessage,
  type StoredVisitorMessage,
} from './chat-message.store';
import {
  ChatReviewStore,
  type RatingCounts,
  type ReplyPlace,
  type ReviewedReply,
  type TaughtAnswerUse,
} from './chat-review.store';

export type { NewChatMessage, StoredVisitorMessage };
export type { RatingCounts, ReplyPlace, ReviewedReply, TaughtAnswerUse };

/** Which end of a session's history to read from. */
export type HistoryEnd = 'newest' | 'oldest';

/** One session's activity, as the desk lists chats. */
export interface ChatSessionActivity {
  sessionId: string;
  firstMessageAt: Date;
  lastMessageAt: Date;
}

/** What a list of chats shows of one session, read in one query. */
export interface ChatSessionSummary {
  sessionId: string;
  /** The visitor's first message, if they wrote one. */
  firstVisitorMessage: string | null;
  /** The site path the chat started on: the earliest visitor message's page, when sent. */
  startPage: string | null;
  /** The last thing said (a MESSAGE by anyone), if anything was. */
  lastMessage: string | null;
  lastMessageAuthor: ChatAuthor | null;
  /** The owner's last act in the chat: a message of theirs or their JOINED line. */
  lastOwnerAt: Date | null;
  /** The visitor's first message after `lastOwnerAt` (after the start when there is none). */
  firstVisitorAfterOwnerAt: Date | null;
}

/** What the chat event of a stored message carries besides it. */
export type AppendExtras = Pick<ChatEventPayload, 'suggestions' | 'links'>;

/**
 * The one owner of chat_messages: every module that writes a chat message or reads a session's
 * history does it here. A message's facts (author, kind, owner name, needs-person) are decided
 * by the writer when it is appended and never worked out again; every history is in the order
 * the database stored the messages (`seq`), and every stored message is published on the bus.
 */
export class ChatLog {
  private readonly store: ChatMessageStore;
  private readonly reviews: ChatReviewStore;
  private readonly messages: Repository<ChatMessage>;

  constructor(
    dataSource: DataSource,
    private readonly bus: AppEventBus,
  ) {
    this.store = new ChatMessageStore(dataSource);
    this.reviews = new ChatReviewStore(dataSource);
    this.messages = dataSource.getRepository(ChatMessage);
  }

  /** Stores a message and publishes it (with `extras`, such as quick replies) to the session. */
  async append(input: NewChatMessage, extras: AppendExtras = {}): Promise<ChatMessage> {
    const message = await this.store.insert(input);
    this.publish(message.sessionId, { message, ...extras });
    return message;
  }

  /**
   * Stores and publishes a message, and tells in the same statement which `historyLimit`
   * messages came before it (ids, newest first): the chat's hot path.
   */
  async appendWithHistoryIds(
    input: NewChatMessage,
    historyLimit: number,
  ): Promise<StoredVisitorMessage> {
    const stored = await this.store.insertWithHistoryIds(input, historyLimit);
    this.publish(input.sessionId, { message: stored.message });
    return stored;
  }

  /** Anything else a session's subscribers should see: typing, streamed text, errors. */
  publish(sessionId: string, event: ChatEventPayload): void {
    this.bus.publish(Topic.ChatEvents, sessionId, event);
  }

  /**
   * At most `limit` messages of the session, from its `newest` (default) or `oldest` end, always
   * returned oldest first, in the order they were stored.
   */
  async history(
    sessionId: string,
    { limit, from = 'newest' }: { limit: number; from?: HistoryEnd },
  ): Promise<ChatMessage[]> {
    const messages = await this.store.find(sessionId, from, limit);
    return from === 'newest' ? messages.reverse() : messages;
  }

  /** The session's messages with these ids, in no particular order (missing ids are skipped). */
  findByIds(sessionId: string, ids: readonly string[]): Promise<ChatMessage[]> {
    return this.store.findByIds(sessionId, ids);
  }

  /**
   * The visitor's vote on one assistant reply of their session, replacing an earlier one, with
   * who cast it (a client address key, chat-client-key.ts); the reply as stored now, or
   * undefined when the session has no assistant reply with that id.
   */
  rate(
    sessionId: string,
    messageId: string,
    helpful: boolean,
    ratedBy: string | null = null,
  ): Promise<ChatMessage | undefined> {
    return this.reviews.rate(sessionId, messageId, helpful, ratedBy);
  }

  /**
   * Assistant replies since `since` that were weak, voted not helpful or followed by a request
   * for a person, newest first, at most `limit`, each with the question it answered.
   */
  reviewedReplies(since: Date, limit: number): Promise<ReviewedReply[]> {
    return this.reviews.reviewed(since, limit);
  }

  /** The conversation around each reply: `around` messages before its question and after it. */
  conversationsAround(
    places: readonly ReplyPlace[],
    around: number,
  ): Promise<Map<string, ChatMessage[]>> {
    return this.reviews.conversations(places, around);
  }

  /** Votes cast since `since`. */
  ratingsSince(since: Date): Promise<RatingCounts> {
    return this.reviews.ratingsSince(since);
  }

  /** Chat sessions in which a visitor wrote since `since`. */
  chatsSince(since: Date): Promise<number> {
    return this.reviews.chatsSince(since);
  }

  /** Chat sessions begun (a first visitor message) in [from, to). */
  chatsStartedBetween(from: Date, to: Date): Promise<string[]> {
    return this.reviews.chatsStartedBetween(from, to);
  }

  /** Replies built from each of these taught answers, and their votes. */
  taughtAnswerUse(ids: readonly string[]): Promise<Map<string, TaughtAnswerUse>> {
    return this.reviews.taughtAnswerUse(ids);
  }

  /** Every message of these sessions, each session's in stored order (a person's data export). */
  messagesOfSessions(sessionIds: readonly string[]): Promise<ChatMessage[]> {
    if (sessionIds.length === 0) return Promise.resolve([]);
    return this.messages.find({
      where: { sessionId: In([...sessionIds]) },
      order: { sessionId: 'ASC', seq: 'ASC' },
    });
  }

  /**
   * Inside the transaction that forgets a person (modules/privacy/): every message of these
   * sessions. Returns how many were deleted.
   */
  async deleteSessions(manager: EntityManager, sessionIds: readonly string[]): Promise<number> {
    if (sessionIds.length === 0) return 0;
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(ChatMessage)
      .where('session_id = ANY(:sessionIds)', { sessionIds })
      .execute();
    return result.affected ?? 0;
  }

  /** Whether `author` wrote in the session after `since`. */
  wroteSince(sessionId: string, author: ChatAuthor, since: Date): Promise<boolean> {
    return this.messages.existsBy({ sessionId, author, createdAt: MoreThan(since) });
  }

  /**
   * Sessions with messages after `since`, the latest active first, at most `limit`; with
   * `sessionIds`, only those. The first message counted is the first after `since`.
   */
  async activeSessions(
    since: Date,
    limit: number,
    sessionIds?: readonly string[],
  ): Promise<ChatSessionActivity[]> {
    if (sessionIds?.length === 0) return [];
    const rows: ActivityRow[] = await this.messages.query(
      `SELECT session_id, min(created_at) AS first_at, max(created_at) AS last_at
       FROM chat_messages
       WHERE created_at > $1 ${sessionIds ? 'AND session_id = ANY($3::varchar[])' : ''}
       GROUP BY session_id
       ORDER BY max(created_at) DESC
       LIMIT $2`,
      sessionIds ? [since, limit, sessionIds] : [since, limit],
    );
    return rows.map(activity);
  }

  /** One session's first and last message, or undefined when it has none. */
  async sessionActivity(sessionId: string): Promise<ChatSessionActivity | undefined> {
    const rows: ActivityRow[] = await this.messages.query(
      `SELECT session_id, min(created_at) AS first_at, max(created_at) AS last_at
       FROM chat_messages WHERE session_id = $1 GROUP BY session_id`,
      [sessionId],
    );
    return rows[0] ? activity(rows[0]) : undefined;
  }

  /** For each of these sessions that has messages: what a list of chats shows of it. */
  async summaries(sessionIds: readonly string[]): Promise<ChatSessionSummary[]> {
    if (sessionIds.length === 0) return [];
    const rows: SummaryRow[] = await this.messages.query(
      `WITH owner_acts AS (
         SELECT session_id, max(created_at) AS last_owner_at FROM chat_messages
         WHERE session_id = ANY($1::varchar[])
           AND (author = $3 OR kind = $4)
         GROUP BY session_id
       )
       SELECT s.session_id,
         (SELECT m.message FROM chat_messages m
           WHERE m.session_id = s.session_id AND m.author = $2 AND m.kind = $5
           ORDER BY m.seq ASC LIMIT 1) AS first_visitor,
         (SELECT m.page FROM chat_messages m
           WHERE m.session_id = s.session_id AND m.author = $2 AND m.page IS NOT NULL
           ORDER BY m.seq ASC LIMIT 1) AS start_page,
         (SELECT m.message FROM chat_messages m
           WHERE m.session_id = s.session_id AND m.kind = $5
           ORDER BY m.seq DESC LIMIT 1) AS last_message,
         (SELECT m.author FROM chat_messages m
           WHERE m.session_id = s.session_id AND m.kind = $5
           ORDER BY m.seq DESC LIMIT 1) AS last_author,
         o.last_owner_at,
         (SELECT min(m.created_at) FROM chat_messages m
           WHERE m.session_id = s.session_id AND m.author = $2
             AND (o.last_owner_at IS NULL OR m.created_at > o.last_owner_at))
           AS first_visitor_after_owner_at
       FROM (SELECT DISTINCT session_id FROM chat_messages
             WHERE session_id = ANY($1::varchar[])) s
       LEFT JOIN owner_acts o ON o.session_id = s.session_id`,
      [
        sessionIds,
        ChatAuthor.VISITOR,
        ChatAuthor.OWNER,
        ChatMessageKind.JOINED,
        ChatMessageKind.MESSAGE,
      ],
    );
    return rows.map((row) => ({
      sessionId: row.session_id,
      firstVisitorMessage: row.first_visitor,
      startPage: row.start_page,
      lastMessage: row.last_message,
      lastMessageAuthor: row.last_author,
      lastOwnerAt: row.last_owner_at === null ? null : new Date(row.last_owner_at),
      firstVisitorAfterOwnerAt:
        row.first_visitor_after_owner_at === null
          ? null
          : new Date(row.first_visitor_after_owner_at),
    }));
  }
}

interface SummaryRow {
  session_id: string;
  first_visitor: string | null;
  start_page: string | null;
  last_message: string | null;
  last_author: ChatAuthor | null;
  last_owner_at: Date | string | null;
  first_visitor_after_owner_at: Date | string | null;
}

interface ActivityRow {
  session_id: string;
  first_at: Date | string;
  last_at: Date | string;
}

function activity(row: ActivityRow): ChatSessionActivity {
  return {
    sessionId: row.session_id,
    firstMessageAt: new Date(row.first_at),
    lastMessageAt: new Date(row.last_at),
  };
}
