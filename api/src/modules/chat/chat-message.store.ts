import { type DataSource } from 'typeorm';
import { type PreparedStatement, runPrepared } from '../../db/prepared-statement';
import { authorOf } from './chat-author';
import { type ChatLink } from './chat-link.type';
import { ChatMessage } from './chat-message.entity';

/** A message to store; id and createdAt come from the database. */
export type NewChatMessage = Pick<ChatMessage, 'sessionId' | 'message' | 'isUser' | 'author'> & {
  links?: readonly ChatLink[] | null;
};

export interface StoredVisitorMessage {
  message: ChatMessage;
  /**
   * The ids of the session's newest messages stored before this one, newest first (at most the
   * history limit): read by the same statement that stored it, so they are exactly what the
   * database held at that moment, whichever instance wrote them.
   */
  historyIds: string[];
}

interface InsertedRow {
  id: string;
  created_at: Date;
  history_ids?: string[];
}

interface MessageRow {
  id: string;
  session_id: string;
  message: string;
  is_user: boolean;
  author: ChatMessage['author'];
  links: ChatLink[] | null;
  created_at: Date;
}

/*
 * The chat's hot path in single statements, each its own transaction: one round trip per stored
 * message (the repository's save() took three: BEGIN, INSERT, COMMIT), prepared once per
 * connection, and no ORM hydration. The subquery in RETURNING reads the snapshot the INSERT
 * started with, so it never sees the new row; the id test only makes that explicit.
 */
const insertColumns = `
  INSERT INTO chat_messages (session_id, message, is_user, links, author)
  VALUES ($1, $2, $3, $4::jsonb, $5)
  RETURNING id, created_at`;
const insertWithHistory: PreparedStatement = {
  name: 'chat_insert_with_history_ids',
  text: `${insertColumns}, ARRAY(
      SELECT earlier.id FROM chat_messages earlier
      WHERE earlier.session_id = $1 AND earlier.id <> chat_messages.id
      ORDER BY earlier.seq DESC
      LIMIT $6
    ) AS history_ids`,
};
const insertOnly: PreparedStatement = { name: 'chat_insert', text: insertColumns };
const selectByIds: PreparedStatement = {
  name: 'chat_select_by_ids',
  text: `SELECT id, session_id, message, is_user, author, links, created_at FROM chat_messages
    WHERE session_id = $1 AND id = ANY($2::uuid[])`,
};

/** Reads and writes chat_messages for the chat service, in as few round trips as it can. */
export class ChatMessageStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a visitor's message and reads the ids of the `historyLimit` messages before it. */
  async insertWithHistoryIds(
    input: NewChatMessage,
    historyLimit: number,
  ): Promise<StoredVisitorMessage> {
    const rows = await runPrepared<InsertedRow>(this.dataSource, insertWithHistory, [
      ...insertParameters(input),
      historyLimit,
    ]);
    const row = rows[0]!;
    return { message: toMessage(input, row), historyIds: row.history_ids ?? [] };
  }

  async insert(input: NewChatMessage): Promise<ChatMessage> {
    const rows = await runPrepared<InsertedRow>(
      this.dataSource,
      insertOnly,
      insertParameters(input),
    );
    return toMessage(input, rows[0]!);
  }

  /** The session's messages with these ids, in no particular order (missing ids are skipped). */
  async findByIds(sessionId: string, ids: readonly string[]): Promise<ChatMessage[]> {
    if (ids.length === 0) return [];
    const rows = await runPrepared<MessageRow>(this.dataSource, selectByIds, [sessionId, ids]);
    return rows.map((row) =>
      Object.assign(new ChatMessage(), {
        id: row.id,
        sessionId: row.session_id,
        message: row.message,
        isUser: row.is_user,
        author: row.author,
        links: row.links,
        createdAt: row.created_at,
      }),
    );
  }
}

function insertParameters(input: NewChatMessage): unknown[] {
  const { sessionId, message, isUser, links } = input;
  return [
    sessionId,
    message,
    isUser,
    links?.length ? JSON.stringify(links) : null,
    authorOf(input),
  ];
}

function toMessage(input: NewChatMessage, row: InsertedRow): ChatMessage {
  return Object.assign(new ChatMessage(), {
    id: row.id,
    sessionId: input.sessionId,
    message: input.message,
    isUser: input.isUser,
    author: authorOf(input),
    links: input.links?.length ? input.links.map(({ label, href }) => ({ label, href })) : null,
    createdAt: row.created_at,
  });
}
