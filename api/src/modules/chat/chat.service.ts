import { type DataSource, LessThanOrEqual, type Repository } from 'typeorm';
import { type Logger } from '../../logger';
import {
  type Assistant,
  type AssistantReply,
  type ChatHistoryEntry,
} from '../assistant/assistant.port';
import { ChatMessage } from './chat-message.entity';
import { type ChatMessageInput } from './chat.input';
import { type ChatEventPayload, type ChatPubSub, Topic } from './chat.pubsub';
import { type ChatRateLimiter } from './chat-rate-limiter';
import { abortable } from './abortable';

export interface ChatServiceOptions {
  /** The reply is abandoned, and an error event published, after this long. */
  replyTimeoutMs: number;
  /** How many earlier messages the assistant sees. */
  historyLimit?: number;
  rateLimiter?: ChatRateLimiter;
}

export interface SendContext {
  /** For the per-address rate limit; absent in internal calls. */
  clientIp?: string;
}

/** What the visitor sees when no reply can be produced. */
export const assistantUnavailableMessage =
  'Sorry, I could not answer that just now. Please try again in a moment, or use the contact form at /contact.';

/** The most messages one history read returns (the newest ones, oldest first). */
const historyReadLimit = 200;

/**
 * Stores chat messages and produces the assistant's replies. The visitor's message is stored and
 * published before `send` returns; the reply follows asynchronously on `chatEvents`, one reply at
 * a time per session so replies come back in the order the questions were asked.
 */
export class ChatService {
  private readonly messages: Repository<ChatMessage>;
  private readonly replyQueues = new Map<string, Promise<void>>();
  private readonly shutdown = new AbortController();

  constructor(
    dataSource: DataSource,
    private readonly events: ChatPubSub,
    private readonly assistant: Assistant,
    private readonly logger: Logger,
    private readonly options: ChatServiceOptions,
  ) {
    this.messages = dataSource.getRepository(ChatMessage);
  }

  /** The session's messages, oldest first (at most the newest 200). */
  async list(sessionId: string): Promise<ChatMessage[]> {
    const newest = await this.messages.find({
      where: { sessionId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: historyReadLimit,
    });
    return newest.reverse();
  }

  /** Stores a validated visitor message (isUser is always true here) and queues the reply. */
  async send(input: ChatMessageInput, context: SendContext = {}): Promise<ChatMessage> {
    if (this.shutdown.signal.aborted) throw new Error('The chat service is shutting down.');
    await this.options.rateLimiter?.consume(input.sessionId, context.clientIp);

    const visitorMessage = await this.messages.save(
      this.messages.create({ sessionId: input.sessionId, message: input.message, isUser: true }),
    );
    this.publish(input.sessionId, { message: visitorMessage });
    this.queueReply(visitorMessage);
    return visitorMessage;
  }

  /** Stops producing replies and waits for the ones in flight to finish or abort. */
  async close(): Promise<void> {
    this.shutdown.abort(new Error('The server is shutting down.'));
    await Promise.all(this.replyQueues.values());
  }

  private queueReply(visitorMessage: ChatMessage): void {
    const { sessionId } = visitorMessage;
    const previous = this.replyQueues.get(sessionId) ?? Promise.resolve();
    const next = previous.then(() => this.reply(visitorMessage));
    this.replyQueues.set(sessionId, next);
    void next.finally(() => {
      if (this.replyQueues.get(sessionId) === next) this.replyQueues.delete(sessionId);
    });
  }

  /** Never rejects: every failure becomes an error event for the visitor and a log line. */
  private async reply(visitorMessage: ChatMessage): Promise<void> {
    const { sessionId } = visitorMessage;
    if (this.shutdown.signal.aborted) return;
    this.publish(sessionId, { typing: true });
    try {
      const signal = AbortSignal.any([
        this.shutdown.signal,
        AbortSignal.timeout(this.options.replyTimeoutMs),
      ]);
      const history = await this.historyBefore(visitorMessage);
      const answer = await abortable(
        this.assistant.reply(
          { sessionId, message: visitorMessage.message, history, signal },
          { delta: (text) => this.publish(sessionId, { delta: text }) },
        ),
        signal,
      );
      const text = answer.message.trim();
      if (!text) throw new Error('The assistant returned an empty reply.');
      if (signal.aborted) throw signal.reason;

      const reply = await this.messages.save(
        this.messages.create({
          sessionId,
          message: text,
          isUser: false,
          links: answer.links?.length
            ? answer.links.map(({ label, href }) => ({ label, href }))
            : null,
        }),
      );
      this.publish(sessionId, { message: reply, ...extras(answer) });
    } catch (error) {
      this.logger.error(`Chat: no reply for session ${sessionId.slice(0, 16)}...`, error);
      this.publish(sessionId, { error: assistantUnavailableMessage });
    } finally {
      this.publish(sessionId, { typing: false });
    }
  }

  private async historyBefore(visitorMessage: ChatMessage): Promise<ChatHistoryEntry[]> {
    const limit = this.options.historyLimit ?? 20;
    const earlier = await this.messages.find({
      where: {
        sessionId: visitorMessage.sessionId,
        createdAt: LessThanOrEqual(visitorMessage.createdAt),
      },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit + 1,
    });
    return earlier
      .filter((entry) => entry.id !== visitorMessage.id)
      .slice(0, limit)
      .reverse()
      .map(({ message, isUser, createdAt }) => ({ message, isUser, createdAt }));
  }

  private publish(sessionId: string, event: ChatEventPayload): void {
    this.events.publish(Topic.ChatEvents, sessionId, event);
  }
}

function extras(answer: AssistantReply): Pick<ChatEventPayload, 'suggestions' | 'links'> {
  return {
    ...(answer.suggestions?.length ? { suggestions: answer.suggestions } : {}),
    ...(answer.links?.length ? { links: answer.links } : {}),
  };
}
