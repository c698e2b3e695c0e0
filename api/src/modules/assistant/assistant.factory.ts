import type { AssistantLlmConfig } from '../../config';
import type { Logger } from '../../logger';
import type { Assistant, PersonRequestReader } from './assistant.port';
import type { ChatBooking } from './chat-booking.port';
import { BuiltinAssistant } from './builtin.assistant';
import type { LeadSink } from './flows/lead.sink';
import type { SessionStateStore } from './flows/session-state.store';
import { SiteKnowledge, type BlogSource } from './knowledge/site-knowledge';
import { LlmAssistant } from './llm/llm.assistant';
import type { TaughtKnowledge } from './knowledge/taught.knowledge';

export interface AssistantDependencies {
  /** Where each chat session's flow state is kept between messages. */
  sessions: SessionStateStore;
  blog: BlogSource;
  /** Where finished chat requests go (contact's ChatLeadSink). */
  leads: LeadSink;
  /** Booking in the chat (modules/booking, through the port); absent: requests only. */
  booking?: ChatBooking;
  /** The optional language model; without it the built-in assistant answers everything. */
  llm: AssistantLlmConfig | undefined;
  logger: Logger;
  /** The consultant's taught answers (kept current by modules/teaching); none without it. */
  taught?: TaughtKnowledge;
  /**
   * Settles when the server has started: the blog is indexed after that, so a start never
   * shares the CPU with the index build. Without it, indexing starts at once.
   */
  started?: Promise<void>;
}

/**
 * Builds the Land Services Assistant the chat service calls: the built-in assistant, wrapped by
 * the language-model provider when one is configured. It is also the one reader of requests for
 * a person (PersonRequestReader), which the desk asks about the messages it does not answer.
 */
export function createAssistant(deps: AssistantDependencies): Assistant & PersonRequestReader {
  const { logger } = deps;
  const started = deps.started ?? Promise.resolve();
  const knowledge = new SiteKnowledge(quietUntil(started, deps.blog), (error) =>
    logger.warn('Assistant: could not read the blog; answering from the last copy', error),
  );
  const builtin = new BuiltinAssistant({
    knowledge,
    store: deps.sessions,
    leads: deps.leads,
    taught: deps.taught,
    booking: deps.booking,
    onRemoved: (sentences) =>
      logger.warn(`Assistant: dropped ${sentences.length} sentence(s) with unpublished figures`),
  });
  void started.then(() =>
    builtin
      .warmUp()
      .catch((error: unknown) =>
        logger.warn('Assistant: warm-up failed; the next reply or blog change tries again', error),
      ),
  );
  if (!deps.llm) return builtin;
  return new LlmAssistant(builtin, knowledge, {
    ...deps.llm,
    onFallback: (error) =>
      logger.warn('Assistant: language model failed; sent the built-in answer', error),
  });
}

/**
 * The blog, with its change notifications held back until `started` settles: the sync during a
 * first start inserts every post, and indexing them must wait until the server listens (the
 * warm-up then reads whatever the blog holds by then).
 */
function quietUntil(started: Promise<void>, blog: BlogSource): BlogSource {
  let live = false;
  void started.then(() => (live = true));
  return {
    get contentVersion() {
      return blog.contentVersion;
    },
    onChange: (listener) => blog.onChange?.(() => live && listener()) ?? (() => undefined),
    versions: () => blog.versions(),
    read: (slugs) => blog.read(slugs),
  };
}
