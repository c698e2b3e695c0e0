import { createPubSub } from '@graphql-yoga/subscription';
import { type ChatEvent } from './chat-event.type';

/** Every subscription topic of the API, with its payload type. */
export enum Topic {
  /** Published per session id: `publish(Topic.ChatEvents, sessionId, event)`. */
  ChatEvents = 'CHAT_EVENTS',
}

export type ChatEventPayload = Omit<ChatEvent, 'suggestions' | 'links'> & {
  suggestions?: readonly string[];
  links?: readonly { label: string; href: string }[];
};

type Topics = {
  [Topic.ChatEvents]: [sessionId: string, event: ChatEventPayload];
};

/** In-memory: one process serves every WebSocket, so no broker is needed. */
export const createChatPubSub = () => createPubSub<Topics>();
export type ChatPubSub = ReturnType<typeof createChatPubSub>;
