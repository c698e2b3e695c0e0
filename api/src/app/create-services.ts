import { type DataSource } from 'typeorm';
import { type Config } from '../config';
import { type Logger } from '../logger';
import { type Assistant } from '../modules/assistant/assistant.port';
import { createAssistant } from '../modules/assistant/assistant.factory';
import {
  type SessionPruning,
  startSessionPruning,
} from '../modules/assistant/flows/session-pruning';
import { DatabaseSessionStateStore } from '../modules/assistant/flows/session-state.store';
import { BlogService } from '../modules/blog/blog.service';
import { ChatRateLimiter } from '../modules/chat/chat-rate-limiter';
import { type ChatPubSub, createChatPubSub } from '../modules/chat/chat.pubsub';
import { ChatService } from '../modules/chat/chat.service';
import { ContactService } from '../modules/contact/contact.service';
import {
  createLeadDelivery,
  type LeadDelivery,
} from '../modules/lead-delivery/lead-delivery.factory';

export interface AppServices {
  blog: BlogService;
  contact: ContactService;
  chat: ChatService;
  pubSub: ChatPubSub;
  /** The mail outbox: leads' e-mails, queued with the lead and sent in the background. */
  leadDelivery: LeadDelivery;
  /** Deletes idle assistant sessions in the background; stopped on shutdown. */
  sessionPruning: SessionPruning;
}

/** The one place the services are built and wired to each other. */
export function createServices(
  dataSource: DataSource,
  config: Config,
  logger: Logger,
): AppServices {
  const pubSub = createChatPubSub();
  const blog = new BlogService(dataSource, logger);
  const leadDelivery = createLeadDelivery(dataSource, config, logger);
  const contact = new ContactService(dataSource, logger, leadDelivery.outbox);

  const sessions = new DatabaseSessionStateStore(dataSource);
  const sessionPruning = startSessionPruning(sessions, logger);

  // The chat's reply engine: the Land Services Assistant (built-in, or LLM-phrased if configured).
  const assistant: Assistant = createAssistant({
    sessions,
    blog,
    contacts: contact,
    llm: config.assistantLlm,
    logger,
  });

  const chat = new ChatService(dataSource, pubSub, assistant, logger, {
    replyTimeoutMs: config.chat.replyTimeoutMs,
    rateLimiter: new ChatRateLimiter(config.chat),
  });
  return { blog, contact, chat, pubSub, sessionPruning, leadDelivery };
}
