import { type DataSource, type Repository } from 'typeorm';
import { ChatMessage } from '../chat/chat-message.entity';
import { type DeskChat } from './desk-chat.types';

const recentChatsDays = 7;

/** The desk's view of visitor chats: recent ones (those wanting a person first) and one chat. */
export class DeskChatsService {
  private readonly messages: Repository<ChatMessage>;

  constructor(dataSource: DataSource) {
    this.messages = dataSource.getRepository(ChatMessage);
  }

  /** Recent chats (last 7 days), those wanting a person first, then the latest. */
  async recent(first: number): Promise<DeskChat[]> {
    const rows: ChatRow[] = await this.messages.query(
      `SELECT m.session_id, min(m.created_at) AS started_at, max(m.created_at) AS last_message_at,
              coalesce(bool_or(d.wants_person), false) AS wants_person,
              max(d.owner_name) AS owner_name
       FROM chat_messages m LEFT JOIN desk_chats d ON d.session_id = m.session_id
       WHERE m.created_at > now() - make_interval(days => $2)
       GROUP BY m.session_id
       ORDER BY coalesce(bool_or(d.wants_person), false) DESC, max(m.created_at) DESC
       LIMIT $1`,
      [first, recentChatsDays],
    );
    return rows.map(chatView);
  }

  async chat(sessionId: string): Promise<DeskChat | undefined> {
    const rows: ChatRow[] = await this.messages.query(
      `SELECT m.session_id, min(m.created_at) AS started_at, max(m.created_at) AS last_message_at,
              coalesce(bool_or(d.wants_person), false) AS wants_person,
              max(d.owner_name) AS owner_name
       FROM chat_messages m LEFT JOIN desk_chats d ON d.session_id = m.session_id
       WHERE m.session_id = $1
       GROUP BY m.session_id`,
      [sessionId],
    );
    return rows[0] ? chatView(rows[0]) : undefined;
  }

  /** A chat's messages, oldest first (the newest 500). */
  async messagesOf(sessionId: string): Promise<ChatMessage[]> {
    const newest = await this.messages.find({
      where: { sessionId },
      order: { seq: 'DESC' },
      take: 500,
    });
    return newest.reverse();
  }
}

interface ChatRow {
  session_id: string;
  started_at: Date | string;
  last_message_at: Date | string;
  wants_person: boolean;
  owner_name: string | null;
}

function chatView(row: ChatRow): DeskChat {
  return {
    sessionId: row.session_id,
    startedAt: new Date(row.started_at),
    lastMessageAt: new Date(row.last_message_at),
    wantsPerson: row.wants_person,
    ownerJoined: row.owner_name !== null,
    ownerName: row.owner_name,
  };
}
