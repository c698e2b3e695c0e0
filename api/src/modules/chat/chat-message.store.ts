import { type DataSource } from 'typeorm';
import { type PreparedStatement, runPrepared } from '../../db/prepared-statement';
import { ChatAuthor } from './chat-author';
import { type ChatAction, type ChatSummary } from './chat-card.type';
import { type ChatLink } from './chat-link.type';
import {
  type ChatMeetingData,
  fromStoredMeeting,
  type StoredChatMeeting,
  toStoredMeeting,
} from './chat-meeting.type';
import { ChatMessage } from './chat-message.entity';
import { ChatMessageKind } from './chat-message-kind';

/**
 * A message to store; id, createdAt and seq come from the database, isUser from the author.
 * Every fact is decided here, once, by the writer.
 */
export interface NewChatMessage {
  sessionId: string;
  message: string;
  author: ChatAuthor;
  /** MESSAGE unless it announces an owner coming (JOINED) or going (LEFT). */
  kind?: ChatMessageKind;
  /** The owner's display name: on an owner's message, and on JOINED / LEFT lines. */
  ownerName?: string | null;
  /** An assistant reply that could not help (the desk flags the chat). */
  needsPerson?: boolean;
  links?: readonly ChatLink[] | null;
  /** An assistant reply with no confident answer. */
  weakAnswer?: boolean;
  /** An assistant reply to a visitor who asked for a person. */
  wantsPerson?: boolean;
  /** The taught answer an assistant reply was built from. */
  taughtAnswerId?: string | null;
  /** The meeting an assistant reply confirms (a booking made in the chat). */
  meeting?: ChatMeetingData | null;
  /** The site path the visitor was on (a visitor's message, validated by the input). */
  page?: string | null;
  /** A request's details as a card, and the typed quick replies under the message. */
  summary?: ChatSummary | null;
  actions?: readonly ChatAction[] | null;
  /** The choices an assistant reply offers and its text does not list (a booking's times). */
  choices?: readonly string[] | null;
}

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
  seq: string;
  history_ids?: string[];
}

export interface MessageRow {
  id: string;
  session_id: string;
  message: string;
  is_user: boolean;
  author: ChatAuthor;
  kind: ChatMessageKind;
  owner_name: string | null;
  needs_person: boolean;
  links: ChatLink[] | null;
  weak_answer: boolean;
  wants_person: boolean;
  taught_answer_id: string | null;
  rating: boolean | null;
  meeting: StoredChatMeeting | null;
  page: string | null;
  summary: ChatSummary | null;
  actions: ChatAction[] | null;
  choices: string[] | null;
  created_at: Date;
  seq: string;
}

/*
 * The chat's hot path in single statements, each its own transaction: one round trip per stored
 * message (the repository's save() took three: BEGIN, INSERT, COMMIT), prepared once per
 * connection, and no ORM hydration. The subquery in RETURNING reads the snapshot the INSERT
 * started with, so it never sees the new row; the id test only makes that explicit.
 */
const insertColumns = `
  INSERT INTO chat_messages (session_id, message, is_user, links, author, kind, owner_name, needs_person,
    weak_answer, wants_person, taught_answer_id, meeting, page, summary, actions, choices)
  VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14::jsonb, $15::jsonb,
    $16::jsonb)
  RETURNING id, created_at, seq`;
const insertWithHistory: PreparedStatement = {
  name: 'chat_insert_with_history_ids',
  text: `${insertColumns}, ARRAY(
      SELECT earlier.id FROM chat_messages earlier
      WHERE earlier.session_id = $1 AND earlier.id <> chat_messages.id
      ORDER BY earlier.seq DESC
      LIMIT $17
    ) AS history_ids`,
};
const insertOnly: PreparedStatement = { name: 'chat_insert', text: insertColumns };
export const selectColumns = `id, session_id, message, is_user, author, kind, owner_name,
  needs_person, links, weak_answer, wants_person, taught_answer_id, rating, meeting, page, summary,
  actions, choices, created_at, seq`;
const selectByIds: PreparedStatement = {
  name: 'chat_select_by_ids',
  text: `SELECT ${selectColumns} FROM chat_messages
    WHERE session_id = $1 AND id = ANY($2::uuid[])`,
};
const selectNewest: PreparedStatement = {
  name: 'chat_select_newest',
  text: `SELECT ${selectColumns} FROM chat_messages
    WHERE session_id = $1 ORDER BY seq DESC LIMIT $2`,
};
const selectOldest: PreparedStatement = {
  name: 'chat_select_oldest',
  text: `SELECT ${selectColumns} FROM chat_messages
    WHERE session_id = $1 ORDER BY seq ASC LIMIT $2`,
};

/** The SQL of chat_messages, in as few round trips as it can; used by the chat log only. */
export class ChatMessageStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a message and reads the ids of the `historyLimit` messages before it. */
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
    return rows.map(fromRow);
  }

  /** The session's `limit` newest (or oldest) messages, in the order of the statement. */
  async find(sessionId: string, end: 'newest' | 'oldest', limit: number): Promise<ChatMessage[]> {
    const statement = end === 'newest' ? selectNewest : selectOldest;
    const rows = await runPrepared<MessageRow>(this.dataSource, statement, [sessionId, limit]);
    return rows.map(fromRow);
  }
}

function insertParameters(input: NewChatMessage): unknown[] {
  const { sessionId, message, author, links } = input;
  return [
    sessionId,
    message,
    author === ChatAuthor.VISITOR,
    links?.length ? JSON.stringify(links) : null,
    author,
    input.kind ?? ChatMessageKind.MESSAGE,
    input.ownerName ?? null,
    input.needsPerson ?? false,
    input.weakAnswer ?? false,
    input.wantsPerson ?? false,
    input.taughtAnswerId ?? null,
    input.meeting ? JSON.stringify(toStoredMeeting(input.meeting)) : null,
    input.page ?? null,
    input.summary ? JSON.stringify(input.summary) : null,
    input.actions?.length ? JSON.stringify(input.actions) : null,
    input.choices?.length ? JSON.stringify(input.choices) : null,
  ];
}

function toMessage(input: NewChatMessage, row: InsertedRow): ChatMessage {
  return Object.assign(new ChatMessage(), {
    id: row.id,
    sessionId: input.sessionId,
    message: input.message,
    isUser: input.author === ChatAuthor.VISITOR,
    author: input.author,
    kind: input.kind ?? ChatMessageKind.MESSAGE,
    ownerName: input.ownerName ?? null,
    needsPerson: input.needsPerson ?? false,
    links: input.links?.length ? input.links.map(({ label, href }) => ({ label, href })) : null,
    weakAnswer: input.weakAnswer ?? false,
    wantsPerson: input.wantsPerson ?? false,
    taughtAnswerId: input.taughtAnswerId ?? null,
    rating: null,
    meeting: input.meeting ? fromStoredMeeting(toStoredMeeting(input.meeting)) : null,
    page: input.page ?? null,
    summary: input.summary ?? null,
    actions: input.actions?.length ? input.actions.map((action) => ({ ...action })) : null,
    choices: input.choices?.length ? [...input.choices] : [],
    createdAt: row.created_at,
    seq: Number(row.seq),
  });
}

export function fromRow(row: MessageRow): ChatMessage {
  return Object.assign(new ChatMessage(), {
    id: row.id,
    sessionId: row.session_id,
    message: row.message,
    isUser: row.is_user,
    author: row.author,
    kind: row.kind,
    ownerName: row.owner_name,
    needsPerson: row.needs_person,
    links: row.links,
    weakAnswer: row.weak_answer,
    wantsPerson: row.wants_person,
    taughtAnswerId: row.taught_answer_id,
    rating: row.rating,
    meeting: fromStoredMeeting(row.meeting),
    page: row.page,
    summary: row.summary,
    actions: row.actions,
    choices: row.choices ?? [],
    createdAt: row.created_at,
    seq: Number(row.seq),
  });
}
