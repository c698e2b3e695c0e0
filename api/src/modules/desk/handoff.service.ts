import { site } from '@landman/content';
import { type DataSource, type Repository } from 'typeorm';
import { type Logger } from '../../logger';
import { RateLimitedError } from '../../rate-limit/rate-limited.error';
import { type RateLimiter } from '../../rate-limit/rate-limiter';
import { type PersonRequestReader } from '../assistant/assistant.port';
import { quickReplies } from '../assistant/quick-replies';
import { ChatAuthor } from '../chat/chat-author';
import { type ChatLog } from '../chat/chat-log';
import { type ChatMessage } from '../chat/chat-message.entity';
import { ChatMessageKind } from '../chat/chat-message-kind';
import { DeskNotFoundError } from '../owner/owner.errors';
import { type Owner } from '../owner/owner.entity';
import { DeskChatState } from './desk-chat.entity';
import { type DeskChat } from './desk-chat.types';
import { type DeskChatsService } from './desk-chats.service';
import { type DeskEvents } from './desk-events';
import { type ReplyTimeouts } from './owner-reply-timeout';

export interface HandoffOptions {
  /**
   * A visitor message an owner in the chat leaves unanswered for OWNER_REPLY_TIMEOUT_SECONDS
   * brings the assistant back (owner-reply-timeout.ts: a due job, calling `ownerReplyTimedOut`).
   */
  replyTimeouts: ReplyTimeouts;
  /** An owner whose session was used this recently counts as signed in: no e-mail is needed. */
  presenceWindowMs: number;
  /** The ceiling on person-request e-mails (one key, 'all'). */
  mailLimit?: RateLimiter;
  /** The lower limit per client address: one visitor's many chats cannot spend the ceiling. */
  clientMailLimit?: RateLimiter;
  /**
   * While the chat takes the visitor's message (away mode), how long the e-mail about their
   * request waits: the message becomes a lead whose own e-mail tells the consultant who, how to
   * reach them and what they want, and storing it drops this one (LeadOutbox.storeLead). Only a
   * message not left by then (cancelled, abandoned) sends it.
   */
  awayMessageGraceMs: number;
}

/** Who sent a visitor message (the chat service knows; the assistant's turns do not). */
export interface VisitorClient {
  clientIp?: string;
}

/** Chats whose client address is remembered for the assistant's "could not help" (bounded). */
const rememberedClients = 5_000;

/** Who can tell whether an owner is at the desk now. */
export interface OwnerPresence {
  ownerActiveWithin(withinMs: number): Promise<boolean>;
}

/** The e-mail about a chat asking for a person (chat-mails.ts). */
export interface PersonRequestMail {
  queuePersonRequest(sessionId: string, options?: { dueAt?: Date }): Promise<boolean>;
}

export const joinedLine = (name: string) => `${name} joined the chat.`;
export const leftLine = (name: string) =>
  `${name} left the chat. The assistant will answer from here.`;
export const takeMessageLine = (name: string) =>
  `${name} has not been able to reply just now. I can take your details so ${name} gets back to you within ${site.replyTime}: choose an option below, or write your name with a phone number or e-mail address.`;

/**
 * The live handoff between the assistant and an owner. The chat service asks `ownerAnswers`
 * before each reply (its one hook): while an owner is in the chat the assistant stays quiet,
 * until the owner leaves or leaves a visitor unanswered for OWNER_REPLY_TIMEOUT_SECONDS. The
 * state lives in desk_chats, so every instance agrees; the timeout is a due job (any instance
 * runs it, after a restart too) that re-checks the table when it fires.
 */
export class HandoffService {
  private readonly states: Repository<DeskChatState>;
  /** Until when the e-mail ceiling has been reported (noteMailCeiling). */
  private mailCeilingNotedUntil = 0;
  /**
   * The client address of each recent chat's latest message, oldest first: the assistant's
   * reply (and its "could not help") follows that message on this instance.
   */
  private readonly clients = new Map<string, string>();

  constructor(
    dataSource: DataSource,
    private readonly log: ChatLog,
    private readonly desk: DeskEvents,
    private readonly presence: OwnerPresence,
    private readonly mail: PersonRequestMail,
    /** The assistant's reading of a request for a person, for the messages it does not answer. */
    private readonly personRequests: PersonRequestReader,
    private readonly chats: DeskChatsService,
    private readonly logger: Logger,
    private readonly options: HandoffOptions,
  ) {
    this.states = dataSource.getRepository(DeskChatState);
  }

  /**
   * The chat service's hook, run before the assistant replies to a visitor message: true when an
   * owner answers instead. Never rejects: on any failure the assistant answers as usual.
   *
   * Whether the visitor asks for a person is the assistant's decision alone: its reply carries it
   * (`wantsPerson`, stored on the reply; assistantCouldNotHelp). While an owner answers, the
   * assistant is silent, and its reader decides the same way on the message.
   */
  async ownerAnswers(visitorMessage: ChatMessage, client: VisitorClient = {}): Promise<boolean> {
    const { sessionId } = visitorMessage;
    try {
      this.rememberClient(sessionId, client.clientIp);
      const state = await this.states.findOneBy({ sessionId });
      if (!state?.ownerId) return false;
      this.desk.visitorMessage(visitorMessage);
      if (state.assistantResumed) return false;
      await this.options.replyTimeouts.start(sessionId, visitorMessage.createdAt);
    } catch (error) {
      this.logger.error(`Desk: handoff check failed for ${sessionId.slice(0, 16)}...`, error);
      return false;
    }
    try {
      if (this.personRequests.wantsPerson(visitorMessage.message))
        await this.personRequested(sessionId);
    } catch (error) {
      this.logger.error(`Desk: could not flag ${sessionId.slice(0, 16)}...`, error);
    }
    return true;
  }

  /** The assistant marked its reply wantsPerson (an explicit request). Never rejects. */
  async assistantCouldNotHelp(sessionId: string): Promise<void> {
    try {
      const state = await this.states.findOneBy({ sessionId });
      if (state?.ownerId && !state.assistantResumed) return;
      await this.personRequested(sessionId);
    } catch (error) {
      this.logger.error(`Desk: could not flag ${sessionId.slice(0, 16)}...`, error);
    }
  }

  async joinChat(owner: Owner, sessionId: string): Promise<DeskChat> {
    const chat = await this.chats.chat(sessionId);
    if (!chat) throw new DeskNotFoundError('No chat has this session id.');
    await this.states.upsert(
      {
        sessionId,
        ownerId: owner.id,
        ownerName: owner.displayName,
        ownerJoinedAt: new Date(),
        assistantResumed: false,
        // The owner answers now: a message being taken meanwhile is no longer needed.
        awayMessage: null,
      },
      ['sessionId'],
    );
    if (chat.ownerName !== owner.displayName || !chat.ownerJoined) {
      await this.announce(sessionId, ChatMessageKind.JOINED, owner.displayName);
    }
    return { ...chat, ownerJoined: true, ownerName: owner.displayName };
  }

  /** False when no owner was in the chat. The assistant answers the next message. */
  async leaveChat(owner: Owner, sessionId: string): Promise<boolean> {
    const state = await this.states.findOneBy({ sessionId });
    if (!state?.ownerId) return false;
    await this.states.update(
      { sessionId },
      { ownerId: null, ownerName: null, ownerJoinedAt: null, assistantResumed: false },
    );
    await this.options.replyTimeouts.stop(sessionId);
    await this.announce(sessionId, ChatMessageKind.LEFT, state.ownerName ?? owner.displayName);
    return true;
  }

  /** Joins the chat first if needed; the visitor receives it on chatEvents. */
  async sendOwnerMessage(owner: Owner, sessionId: string, text: string): Promise<ChatMessage> {
    const state = await this.states.findOneBy({ sessionId });
    if (state?.ownerId !== owner.id) await this.joinChat(owner, sessionId);
    else if (state.assistantResumed)
      await this.states.update({ sessionId }, { assistantResumed: false });
    await this.options.replyTimeouts.stop(sessionId);
    return this.log.append({
      sessionId,
      message: text,
      author: ChatAuthor.OWNER,
      ownerName: owner.displayName,
    });
  }

  /**
   * The first time a chat is flagged only (one desk event per chat, however often the visitor
   * asks): the desk event; then the e-mail, when nobody is at the desk, within the limit per
   * client address and the hourly ceiling (a bot opening chats cannot flood the inbox, nor one
   * visitor spend the e-mails meant for everyone). When the chat is taking the visitor's message
   * (away mode) the e-mail waits, and the message's lead e-mail replaces it: one e-mail, not two.
   */
  private async personRequested(sessionId: string): Promise<void> {
    const flagged = await this.flagWantsPerson(sessionId);
    if (!flagged) return;
    this.desk.personRequested(sessionId);
    if (await this.presence.ownerActiveWithin(this.options.presenceWindowMs)) return;
    const clientIp = this.clients.get(sessionId);
    try {
      if (clientIp) await this.options.clientMailLimit?.consume(clientIp);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      this.logger.info(
        `Desk: no person-request e-mail for ${sessionId.slice(0, 16)}...: its client asked too often this hour`,
      );
      return;
    }
    try {
      await this.options.mailLimit?.consume('all');
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      this.noteMailCeiling(error.retryAfterSeconds);
      return;
    }
    const dueAt = flagged.takingMessage
      ? new Date(Date.now() + this.options.awayMessageGraceMs)
      : undefined;
    await this.mail.queuePersonRequest(sessionId, dueAt ? { dueAt } : {});
  }

  /**
   * Set when this call flagged the chat (one statement: instances racing agree on one), with
   * whether a message is being taken in it.
   */
  private async flagWantsPerson(
    sessionId: string,
  ): Promise<{ takingMessage: boolean } | undefined> {
    const rows: { taking_message: boolean }[] = await this.states.query(
      `INSERT INTO desk_chats (session_id, wants_person, person_requested_at)
       VALUES ($1, true, now())
       ON CONFLICT (session_id) DO UPDATE
         SET wants_person = true, person_requested_at = now(), updated_at = now()
         WHERE desk_chats.wants_person = false
       RETURNING away_message IS NOT NULL AS taking_message`,
      [sessionId],
    );
    const [row] = rows;
    return row ? { takingMessage: row.taking_message === true } : undefined;
  }

  private rememberClient(sessionId: string, clientIp: string | undefined): void {
    this.clients.delete(sessionId);
    if (!clientIp) return;
    this.clients.set(sessionId, clientIp);
    if (this.clients.size > rememberedClients) {
      const oldest = this.clients.keys().next().value;
      if (oldest !== undefined) this.clients.delete(oldest);
    }
  }

  /** Says once per ceiling window that e-mails stopped, not once per refused chat (log floods). */
  private noteMailCeiling(retryAfterSeconds: number): void {
    const now = Date.now();
    if (now < this.mailCeilingNotedUntil) return;
    this.mailCeilingNotedUntil = now + retryAfterSeconds * 1000;
    this.logger.warn(
      `Desk: the hourly ceiling of person-request e-mails is reached; none for ${retryAfterSeconds} s`,
    );
  }

  /**
   * The owner-reply timeout's job fired: if the visitor's message since `since` is still
   * unanswered (checked in the table: the owner may have replied on another instance), the
   * assistant comes back and offers to take a message.
   */
  async ownerReplyTimedOut(sessionId: string, since: Date): Promise<void> {
    const state = await this.states.findOneBy({ sessionId });
    if (!state?.ownerId || state.assistantResumed) return;
    const answered = await this.log.wroteSince(sessionId, ChatAuthor.OWNER, since);
    if (answered) return;
    await this.states.update({ sessionId }, { assistantResumed: true });
    await this.log.append(
      {
        sessionId,
        message: takeMessageLine(state.ownerName ?? site.name),
        author: ChatAuthor.ASSISTANT,
      },
      { suggestions: [quickReplies.schedule, quickReplies.quote] },
    );
  }

  /**
   * The line telling the visitor that an owner came or went: a typed JOINED / LEFT message with
   * the owner's name; its text is for clients that show only text (the REST history).
   */
  private announce(
    sessionId: string,
    kind: ChatMessageKind.JOINED | ChatMessageKind.LEFT,
    ownerName: string,
  ): Promise<ChatMessage> {
    const text = kind === ChatMessageKind.JOINED ? joinedLine(ownerName) : leftLine(ownerName);
    return this.log.append({
      sessionId,
      message: text,
      author: ChatAuthor.ASSISTANT,
      kind,
      ownerName,
    });
  }
}
