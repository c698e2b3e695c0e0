import { InProcessSessionLock, type SessionLock } from '../../db/session-lock';
import { type Logger } from '../../logger';
import {
  type Assistant,
  type AssistantReply,
  type ChatHistoryEntry,
  type ReplyAction,
  type ReplySummary,
} from '../assistant/assistant.port';
import {
  type ChatAction,
  ChatActionKind,
  type ChatSummary,
  ChatSummaryKind,
} from './chat-card.type';
import { ChatAuthor } from './chat-author';
import { ChatHistoryCache } from './chat-history.cache';
import { type ChatLog } from './chat-log';
import { type ChatMessage } from './chat-message.entity';
import { type ChatMessageInput, type RateReplyArgs } from './chat.input';
import { type ChatEventPayload } from './chat-event.type';
import { ChatClientKeys } from './chat-client-key';
import { type ChatRateLimiter } from './chat-rate-limiter';
import { abortable } from './abortable';
import { isRateableReply } from './rateable-reply';
import { RefusalError } from '../../validation/refusal.error';

export interface ChatServiceOptions {
  /** The reply is abandoned, and an error event published, after this long. */
  replyTimeoutMs: number;
  /** How many earlier messages the assistant sees. */
  historyLimit?: number;
  rateLimiter?: ChatRateLimiter;
  /** Who votes, by client address (a random key per process unless given). */
  clientKeys?: ChatClientKeys;
  /** Serializes replies per session (across instances on PostgreSQL); in process by default. */
  sessionLock?: SessionLock;
  /**
   * The owner's desk (modules/desk/handoff.service.ts): asked before each reply, in the
   * session's turn; true when an owner is in the chat and the assistant stays quiet.
   */
  handoff?: {
    ownerAnswers(visitorMessage: ChatMessage, client: { clientIp?: string }): Promise<boolean>;
  };
  /** Insights: told of each visitor message; ties a session to its visit once (never awaited). */
  visits?: { chatMessage(sessionId: string, client: SendContext): void };
}

export interface SendContext {
  /** For the per-address rate limits; absent in internal calls. */
  clientIp?: string;
  /** With the address, ties the chat to the visit it began in (insights); never stored. */
  userAgent?: string;
}

/** What the visitor sees when no reply can be produced. */
export const assistantUnavailableMessage =
  'Sorry, I could not answer that just now. Please try again in a moment, or use the contact form at /contact.';

/** No assistant reply with that id in the visitor's session (NOT_FOUND, 404). */
export class ReplyNotFoundError extends RefusalError {
  readonly code = 'NOT_FOUND';

  constructor() {
    super('There is no assistant reply with this id in this chat session.');
    this.name = 'ReplyNotFoundError';
  }
}

/**
 * A vote on an assistant message of the session that answers nothing: a question it asks back,
 * a step of a booking or quote flow, a greeting (rateable-reply.ts). NOT_RATEABLE, 422: the
 * widget shows no vote under these, so only a client of its own sends one.
 */
export class ReplyNotRateableError extends RefusalError {
  readonly code = 'NOT_RATEABLE';

  constructor() {
    super(
      'Only answers can be rated: this message is a question or a step of a request, not an answer.',
    );
    this.name = 'ReplyNotRateableError';
  }
}

/** A message sent while the server shuts down: the client should retry against a live one. */
export class ChatClosingError extends RefusalError {
  readonly code = 'SERVICE_UNAVAILABLE';
  override readonly retryAfterSeconds = 5;

  constructor() {
    super('The chat is restarting. Please send your message again in a moment.');
    this.name = 'ChatClosingError';
  }
}

/** The most messages one history read returns (the newest ones, oldest first). */
const historyReadLimit = 200;
/** Cached beyond the history limit per session: messages stored while a reply is under way. */
const historyCacheSlack = 8;

/**
 * Stores chat messages and produces the assistant's replies. The visitor's message is stored and
 * published before `send` returns; the reply follows asynchronously on `chatEvents`, one reply at
 * a time per session so replies come back in the order the questions were asked.
 */
export class ChatService {
  private readonly history: ChatHistoryCache;
  private readonly historyLimit: number;
  /** The last reply queued per session; it settles after the session's earlier ones. */
  private readonly replyQueues = new Map<string, Promise<void>>();
  private readonly shutdown = new AbortController();
  private closing = false;
  private readonly sessionLock: SessionLock;
  private readonly clientKeys: ChatClientKeys;

  constructor(
    /** Where messages are stored, read and published (chat-log.ts). */
    private readonly log: ChatLog,
    private readonly assistant: Assistant,
    private readonly logger: Logger,
    private readonly options: ChatServiceOptions,
  ) {
    this.historyLimit = options.historyLimit ?? 20;
    this.history = new ChatHistoryCache(this.historyLimit + historyCacheSlack);
    this.sessionLock = options.sessionLock ?? new InProcessSessionLock();
    this.clientKeys = options.clientKeys ?? new ChatClientKeys();
  }

  /** The session's messages, oldest first (at most the newest 200); reads are limited per IP. */
  async list(sessionId: string, context: SendContext = {}): Promise<ChatMessage[]> {
    await this.options.rateLimiter?.consumeHistoryRead(context.clientIp);
    return this.log.history(sessionId, { limit: historyReadLimit });
  }

  /**
   * The visitor's vote on one assistant reply of their own session (changeable: the last vote
   * counts), limited like sending messages. A reply of another session, or a message that is
   * not an assistant reply, is refused as not found, so nothing tells whether it exists; an
   * assistant message that answers nothing (a question back, a flow step) as not rateable, so
   * the desk's votes count only answers.
   */
  async rate(
    { sessionId, messageId, helpful }: RateReplyArgs,
    context: SendContext = {},
  ): Promise<ChatMessage> {
    await this.options.rateLimiter?.consumeRating(sessionId, context.clientIp);
    // Counted by the client's address, not by the session it names (it can invent many).
    const ratedBy = this.clientKeys.of(context.clientIp);
    // A message's facts never change once stored, so reading them first decides the vote.
    const [message] = await this.log.findByIds(sessionId, [messageId]);
    if (!message || message.author !== ChatAuthor.ASSISTANT) throw new ReplyNotFoundError();
    if (!isRateableReply(message)) throw new ReplyNotRateableError();
    const rated = await this.log.rate(sessionId, messageId, helpful, ratedBy);
    if (!rated) throw new ReplyNotFoundError();
    return rated;
  }

  /** Stores a validated visitor message (isUser is always true here) and queues the reply. */
  async send(input: ChatMessageInput, context: SendContext = {}): Promise<ChatMessage> {
    if (this.closing) throw new ChatClosingError();
    await this.options.rateLimiter?.consume(input.sessionId, context.clientIp);

    // One statement stores the message and tells which messages its reply will see.
    const { message: visitorMessage, historyIds } = await this.log.appendWithHistoryIds(
      {
        sessionId: input.sessionId,
        message: input.message,
        author: ChatAuthor.VISITOR,
        page: input.page ?? null,
      },
      this.historyLimit,
    );
    this.remember(visitorMessage);
    this.options.visits?.chatMessage(input.sessionId, context);
    this.queueReply(visitorMessage, historyIds, context.clientIp, input.timeZone);
    return visitorMessage;
  }

  /**
   * Stops taking messages; replies in progress get `graceMs` to finish and be delivered, then
   * are aborted, each ending with an error event, so no visitor is left waiting in silence.
   */
  async close(graceMs = 5_000): Promise<void> {
    this.closing = true;
    const replies = Promise.all(this.replyQueues.values());
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([replies, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    this.shutdown.abort(new Error('The server is shutting down.'));
    await replies;
  }

  private queueReply(
    visitorMessage: ChatMessage,
    historyIds: readonly string[],
    clientIp: string | undefined,
    timeZone: string | undefined,
  ): void {
    const { sessionId } = visitorMessage;
    // reply() never rejects; taking the lock can (database down, another instance stuck).
    const next = this.sessionLock
      .run(sessionId, async () => {
        if (!(await this.options.handoff?.ownerAnswers(visitorMessage, { clientIp })))
          await this.reply(visitorMessage, historyIds, timeZone, clientIp);
      })
      .catch((error: unknown) => {
        this.logger.error(`Chat: no session lock for ${sessionId.slice(0, 16)}...`, error);
        this.publish(sessionId, { error: assistantUnavailableMessage });
      });
    this.replyQueues.set(sessionId, next);
    void next.finally(() => {
      if (this.replyQueues.get(sessionId) === next) this.replyQueues.delete(sessionId);
    });
  }

  /** Never rejects: every failure becomes an error event for the visitor and a log line. */
  private async reply(
    visitorMessage: ChatMessage,
    historyIds: readonly string[],
    timeZone: string | undefined,
    clientIp?: string,
  ): Promise<void> {
    const { sessionId } = visitorMessage;
    this.publish(sessionId, { typing: true });
    try {
      if (this.shutdown.signal.aborted) throw this.shutdown.signal.reason;
      const signal = AbortSignal.any([
        this.shutdown.signal,
        AbortSignal.timeout(this.options.replyTimeoutMs),
      ]);
      const history = await this.historyBefore(visitorMessage, historyIds);
      const answer = await abortable(
        this.assistant.reply(
          {
            sessionId,
            message: visitorMessage.message,
            history,
            signal,
            ...(timeZone ? { timeZone } : {}),
            ...(clientIp ? { clientIp } : {}),
          },
          { delta: (text) => this.publish(sessionId, { delta: text }) },
        ),
        signal,
      );
      const text = answer.message.trim();
      if (!text) throw new Error('The assistant returned an empty reply.');
      if (signal.aborted) throw signal.reason;

      const reply = await this.log.append(
        {
          sessionId,
          message: text,
          author: ChatAuthor.ASSISTANT,
          needsPerson: answer.needsPerson ?? false,
          links: answer.links,
          weakAnswer: answer.weak ?? false,
          wantsPerson: answer.wantsPerson ?? false,
          taughtAnswerId: answer.taughtAnswerId ?? null,
          meeting: answer.meeting,
          summary: answer.summary ? chatSummary(answer.summary) : null,
          actions: answer.actions?.map(chatAction) ?? null,
          // Kept with the reply: its text does not list them, and the chips are not stored.
          choices: answer.choices ?? null,
        },
        extras(answer),
      );
      this.remember(reply);
    } catch (error) {
      this.logger.error(`Chat: no reply for session ${sessionId.slice(0, 16)}...`, error);
      this.publish(sessionId, { error: assistantUnavailableMessage });
    } finally {
      this.publish(sessionId, { typing: false });
    }
  }

  /**
   * The messages stored before the visitor's, oldest first: `historyIds` (newest first) came
   * from the statement that stored it; only those not cached are read, in one query.
   */
  private async historyBefore(
    visitorMessage: ChatMessage,
    historyIds: readonly string[],
  ): Promise<ChatHistoryEntry[]> {
    const { sessionId } = visitorMessage;
    const cached = this.history.lookup(sessionId, historyIds);
    const missing = historyIds.filter((_, i) => !cached[i]);
    if (missing.length > 0) {
      const read = new Map(
        (await this.log.findByIds(sessionId, missing)).map((m) => [m.id, m] as const),
      );
      historyIds.forEach((id, i) => {
        const message = read.get(id);
        if (!message) return;
        cached[i] = historyEntry(message);
      });
      // Remembered oldest first, so the oldest are forgotten first.
      for (const id of [...missing].reverse()) {
        const message = read.get(id);
        if (message) this.remember(message);
      }
    }
    // A message deleted since (session pruning) is simply left out.
    return cached.filter((entry) => entry !== undefined).reverse();
  }

  private remember(message: ChatMessage): void {
    this.history.remember(message.sessionId, message.id, historyEntry(message));
  }

  private publish(sessionId: string, event: ChatEventPayload): void {
    this.log.publish(sessionId, event);
  }
}

function historyEntry({ message, isUser, createdAt }: ChatMessage): ChatHistoryEntry {
  return { message, isUser, createdAt };
}

const summaryKinds: Record<ReplySummary['kind'], ChatSummaryKind> = {
  consultation: ChatSummaryKind.CONSULTATION,
  booking: ChatSummaryKind.BOOKING,
  quote: ChatSummaryKind.QUOTE,
};

function chatSummary({ kind, title, fields }: ReplySummary): ChatSummary {
  return {
    kind: summaryKinds[kind],
    title,
    fields: fields.map(({ label, value }) => ({ label, value })),
  };
}

const actionKinds: Record<ReplyAction['kind'], ChatActionKind> = {
  send: ChatActionKind.SEND,
  change: ChatActionKind.CHANGE,
  'email-transcript': ChatActionKind.EMAIL_TRANSCRIPT,
};

function chatAction({ kind, label, reply }: ReplyAction): ChatAction {
  return { kind: actionKinds[kind], label, reply: reply ?? null };
}

function extras(answer: AssistantReply): Pick<ChatEventPayload, 'suggestions' | 'links'> {
  return {
    ...(answer.suggestions?.length ? { suggestions: answer.suggestions } : {}),
    ...(answer.links?.length ? { links: answer.links } : {}),
  };
}
