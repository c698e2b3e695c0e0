/**
 * Every topic of the app's event bus (app-event-bus.ts). A new feature adds its topic here, and
 * its publish arguments to `TopicArguments` beside its own payload type (declaration merging, as
 * modules/chat/chat-event.type.ts does), so publishers and subscribers agree on one type and
 * this layer imports no feature.
 */
export enum Topic {
  /** Published per session id: `bus.publish(Topic.ChatEvents, sessionId, event)`. */
  ChatEvents = 'CHAT_EVENTS',
  /** The blog's posts changed (a sync wrote some): every instance drops its blog caches. */
  BlogChanged = 'BLOG_CHANGED',
  /** The owner's desk: new leads, visitors asking for a person, messages in joined chats. */
  DeskEvents = 'DESK_EVENTS',
  /** Desk sessions ended (sign-out, password reset): every instance closes their sockets. */
  OwnerSessionsEnded = 'OWNER_SESSIONS_ENDED',
  /** The consultant's taught answers changed: every instance reloads them from the database. */
  TaughtAnswersChanged = 'TAUGHT_ANSWERS_CHANGED',
}

/** `origin` names the instance that changed the blog; it has already dropped its own caches. */
export interface BlogChangedPayload {
  origin: string;
}

/** `origin` names the instance that changed them; it has already reloaded its own. */
export interface TaughtAnswersChangedPayload {
  origin: string;
}

/**
 * What `publish` takes after the topic: an id first for topics published per id (a chat
 * session), then the payload. Payloads must survive JSON (Dates are kept, see
 * event-serializer.ts): they cross instances through Redis.
 */
export interface TopicArguments {
  [Topic.BlogChanged]: [change: BlogChangedPayload];
  [Topic.TaughtAnswersChanged]: [change: TaughtAnswersChangedPayload];
}

/** The payload of a topic: the last of its publish arguments. */
export type TopicPayload<T extends Topic> = TopicArguments[T] extends [...unknown[], infer P]
  ? P
  : never;

/** Topics published per id (`publish(topic, id, payload)`), subscribed to per id. */
export type IdTopic = {
  [T in Topic]: TopicArguments[T] extends [string, unknown] ? T : never;
}[Topic];
