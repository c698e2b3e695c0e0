import { createPubSub, type PubSubEventTarget } from '@graphql-yoga/subscription';
import { type DeskEvent } from '../desk/desk-chat.types';
import { type EndedSessions } from '../owner/owner-auth.service';
import { localEventTarget } from '../../events/event-transport';
import { type ChatEvent } from './chat-event.type';

/**
 * The app's one event bus (type-graphql's pubsub.ts): every topic, with its payload type. The
 * event target decides how far events travel: this process, or every instance through Redis
 * (see api/src/events/).
 */
export enum Topic {
  /** Published per session id: `publish(Topic.ChatEvents, sessionId, event)`. */
  ChatEvents = 'CHAT_EVENTS',
  /** The blog's posts changed (a sync wrote some): every instance drops its blog caches. */
  BlogChanged = 'BLOG_CHANGED',
  /** The owner's desk: new leads, visitors asking for a person, messages in joined chats. */
  DeskEvents = 'DESK_EVENTS',
  /** Desk sessions ended (sign-out, password reset): every instance closes their sockets. */
  OwnerSessionsEnded = 'OWNER_SESSIONS_ENDED',
}

export type ChatEventPayload = Omit<ChatEvent, 'suggestions' | 'links'> & {
  suggestions?: readonly string[];
  links?: readonly { label: string; href: string }[];
};

/** `origin` names the instance that changed the blog; it has already dropped its own caches. */
export interface BlogChangedPayload {
  origin: string;
}

type Topics = {
  [Topic.ChatEvents]: [sessionId: string, event: ChatEventPayload];
  [Topic.BlogChanged]: [change: BlogChangedPayload];
  [Topic.DeskEvents]: [event: DeskEvent];
  [Topic.OwnerSessionsEnded]: [ended: EndedSessions];
};

/**
 * `eventTarget` comes from the event transport (api/src/events/); without one, events stay in
 * this process. A transport carries any event type, so it serves as this typed target.
 */
export const createChatPubSub = (eventTarget: EventTarget = localEventTarget()) =>
  createPubSub<Topics>({ eventTarget: eventTarget as PubSubEventTarget<Topics> });
export type ChatPubSub = ReturnType<typeof createChatPubSub>;
