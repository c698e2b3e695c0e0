import { type DataSource } from 'typeorm';
import { ChatAuthor } from './chat-author';
import { type ChatMessage } from './chat-message.entity';
import { ChatMessageKind } from './chat-message-kind';
import { fromRow, type MessageRow, selectColumns } from './chat-message.store';

/** An assistant reply the desk should look at, with the visitor question it answered. */
export interface ReviewedReply {
  replyId: string;
  sessionId: string;
  replySeq: number;
  repliedAt: Date;
  questionSeq: number;
  question: string;
  askedAt: Date;
  /** The reply had no confident answer. */
  weak: boolean;
  /** The visitor voted it not helpful. */
  notHelpful: boolean;
  /** Who voted on it, by client address key (chat-client-key.ts); null without a vote. */
  ratedBy: string | null;
  /** The visitor's next message asked for a person. */
  askedForPerson: boolean;
  /** The taught answer the reply was built from, if any. */
  taughtAnswerId: string | null;
}

/** Where a reply sits in its session: the conversation around it is read from here. */
export interface ReplyPlace {
  replyId: string;
  sessionId: string;
  questionSeq: number;
  replySeq: number;
}

export interface RatingCounts {
  helpful: number;
  notHelpful: number;
}

export interface TaughtAnswerUse extends RatingCounts {
  taughtAnswerId: string;
  used: number;
}

interface ReviewRow {
  reply_id: string;
  session_id: string;
  reply_seq: string;
  replied_at: Date | string;
  question_seq: string;
  question: string;
  asked_at: Date | string;
  weak_answer: boolean;
  not_helpful: boolean;
  rated_by: string | null;
  asked_for_person: boolean;
  taught_answer_id: string | null;
}

/** An assistant's message (not a JOINED / LEFT line), as `alias` names the row. */
const assistantMessage = (alias: string) =>
  `${alias}.author = '${ChatAuthor.ASSISTANT}' AND ${alias}.kind = '${ChatMessageKind.MESSAGE}'`;

/**
 * The desk's reads of the assistant's replies (votes, weak answers, requests for a person), in
 * as few statements as the questions-to-answer list needs; used by the chat log only.
 */
export class ChatReviewStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Sets the visitor's vote on one assistant reply of the session, with who cast it (a client
   * address key); undefined when there is none.
   */
  async rate(
    sessionId: string,
    messageId: string,
    helpful: boolean,
    ratedBy: string | null,
  ): Promise<ChatMessage | undefined> {
    const result: [MessageRow[], number] | MessageRow[] = await this.dataSource.query(
      `UPDATE chat_messages SET rating = $3, rated_at = now(), rated_by = $4
       WHERE id = $2 AND session_id = $1 AND ${assistantMessage('chat_messages')}
       RETURNING ${selectColumns}`,
      [sessionId, messageId, helpful, ratedBy],
    );
    // TypeORM answers an UPDATE with [rows, count].
    const rows = Array.isArray(result[0]) ? (result[0] as MessageRow[]) : (result as MessageRow[]);
    const [updated] = rows;
    return updated ? fromRow(updated) : undefined;
  }

  /**
   * Replies since `since`, newest first (at most `limit`), that were weak, voted not helpful,
   * or followed by a request for a person (the next reply answers one: `wants_person`), each
   * with the visitor message it answered. A reply followed by a request for a person counts
   * when it answered from the site (it carries links) or was weak: after a greeting or a step
   * of a request, asking for a person says nothing about an answer.
   */
  async reviewed(since: Date, limit: number): Promise<ReviewedReply[]> {
    const rows: ReviewRow[] = await this.dataSource.query(
      `WITH person_requests AS (
         SELECT (SELECT r.id FROM chat_messages r
                 WHERE r.session_id = p.session_id AND r.seq < p.seq AND ${assistantMessage('r')}
                 ORDER BY r.seq DESC LIMIT 1) AS reply_id
         FROM chat_messages p
         WHERE p.wants_person AND ${assistantMessage('p')} AND p.created_at > $1
       ),
       candidates AS (
         SELECT r.id FROM chat_messages r
         WHERE ${assistantMessage('r')} AND r.created_at > $1 AND (r.weak_answer OR r.rating = false)
         UNION
         SELECT reply_id FROM person_requests WHERE reply_id IS NOT NULL
       )
       SELECT c.id AS reply_id, c.session_id, c.seq AS reply_seq, c.created_at AS replied_at,
              q.seq AS question_seq, q.message AS question, q.created_at AS asked_at,
              c.weak_answer, coalesce(c.rating = false, false) AS not_helpful, c.rated_by,
              c.taught_answer_id,
              EXISTS (
                SELECT 1 FROM chat_messages n
                WHERE n.session_id = c.session_id AND n.author = $2 AND n.seq > c.seq
                  AND n.wants_person
                  AND n.seq = (SELECT min(m.seq) FROM chat_messages m
                               WHERE m.session_id = c.session_id AND m.author = $2
                                 AND m.seq > c.seq AND m.kind = $4)
              ) AND (c.weak_answer OR c.links IS NOT NULL) AND NOT c.wants_person
                AS asked_for_person
       FROM candidates k
       JOIN chat_messages c ON c.id = k.id
       CROSS JOIN LATERAL (
         SELECT v.seq, v.message, v.created_at FROM chat_messages v
         WHERE v.session_id = c.session_id AND v.author = $3 AND v.seq < c.seq
         ORDER BY v.seq DESC LIMIT 1
       ) q
       ORDER BY c.created_at DESC, c.seq DESC
       LIMIT $5`,
      [since, ChatAuthor.ASSISTANT, ChatAuthor.VISITOR, ChatMessageKind.MESSAGE, limit],
    );
    return rows
      .map((row) => ({
        replyId: row.reply_id,
        sessionId: row.session_id,
        replySeq: Number(row.reply_seq),
        repliedAt: new Date(row.replied_at),
        questionSeq: Number(row.question_seq),
        question: row.question,
        askedAt: new Date(row.asked_at),
        weak: row.weak_answer,
        notHelpful: row.not_helpful,
        ratedBy: row.rated_by,
        askedForPerson: row.asked_for_person,
        taughtAnswerId: row.taught_answer_id,
      }))
      .filter((r) => r.weak || r.notHelpful || r.askedForPerson);
  }

  /**
   * For each reply: up to `around` messages before its question, the question, the reply and
   * what came between, and up to `around` messages after the reply, in the order stored.
   */
  async conversations(
    places: readonly ReplyPlace[],
    around: number,
  ): Promise<Map<string, ChatMessage[]>> {
    const out = new Map<string, ChatMessage[]>(places.map((p) => [p.replyId, []]));
    if (places.length === 0) return out;
    const rows: (MessageRow & { for_reply: string })[] = await this.dataSource.query(
      `SELECT x.reply_id AS for_reply, m.*
       FROM unnest($1::uuid[], $2::varchar[], $3::bigint[], $4::bigint[])
            AS x(reply_id, session_id, question_seq, reply_seq)
       CROSS JOIN LATERAL (
         (SELECT ${selectColumns} FROM chat_messages b
          WHERE b.session_id = x.session_id AND b.seq < x.question_seq
          ORDER BY b.seq DESC LIMIT $5)
         UNION ALL
         (SELECT ${selectColumns} FROM chat_messages w
          WHERE w.session_id = x.session_id AND w.seq >= x.question_seq AND w.seq <= x.reply_seq
          ORDER BY w.seq ASC LIMIT 20)
         UNION ALL
         (SELECT ${selectColumns} FROM chat_messages a
          WHERE a.session_id = x.session_id AND a.seq > x.reply_seq
          ORDER BY a.seq ASC LIMIT $5)
       ) m`,
      [
        places.map((p) => p.replyId),
        places.map((p) => p.sessionId),
        places.map((p) => p.questionSeq),
        places.map((p) => p.replySeq),
        around,
      ],
    );
    for (const row of rows) out.get(row.for_reply)?.push(fromRow(row));
    for (const messages of out.values()) messages.sort((a, b) => a.seq - b.seq);
    return out;
  }

  /** Votes cast since `since` (by when they were cast). */
  async ratingsSince(since: Date): Promise<RatingCounts> {
    const [row]: { helpful: string; not_helpful: string }[] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE rating) AS helpful,
              count(*) FILTER (WHERE NOT rating) AS not_helpful
       FROM chat_messages WHERE rating IS NOT NULL AND rated_at > $1`,
      [since],
    );
    return { helpful: Number(row?.helpful ?? 0), notHelpful: Number(row?.not_helpful ?? 0) };
  }

  /** Sessions in which a visitor wrote since `since`. */
  async chatsSince(since: Date): Promise<number> {
    const [row]: { chats: string }[] = await this.dataSource.query(
      `SELECT count(DISTINCT session_id) AS chats FROM chat_messages
       WHERE author = $2 AND created_at > $1`,
      [since, ChatAuthor.VISITOR],
    );
    return Number(row?.chats ?? 0);
  }

  /** Sessions whose first visitor message was written in [from, to) (insights' funnel). */
  async chatsStartedBetween(from: Date, to: Date): Promise<string[]> {
    const rows: { session_id: string }[] = await this.dataSource.query(
      `SELECT session_id FROM chat_messages WHERE author = $3
       GROUP BY session_id HAVING min(created_at) >= $1 AND min(created_at) < $2`,
      [from, to, ChatAuthor.VISITOR],
    );
    return rows.map((row) => row.session_id);
  }

  /** How often each taught answer was used in a reply, and the votes on those replies. */
  async taughtAnswerUse(ids: readonly string[]): Promise<Map<string, TaughtAnswerUse>> {
    if (ids.length === 0) return new Map();
    const rows: { id: string; used: string; helpful: string; not_helpful: string }[] =
      await this.dataSource.query(
        `SELECT taught_answer_id AS id, count(*) AS used,
                count(*) FILTER (WHERE rating) AS helpful,
                count(*) FILTER (WHERE NOT rating) AS not_helpful
         FROM chat_messages WHERE taught_answer_id = ANY($1::uuid[])
         GROUP BY taught_answer_id`,
        [ids],
      );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          taughtAnswerId: row.id,
          used: Number(row.used),
          helpful: Number(row.helpful),
          notHelpful: Number(row.not_helpful),
        },
      ]),
    );
  }
}
