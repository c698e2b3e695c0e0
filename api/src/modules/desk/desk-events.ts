import { type ChatPubSub, Topic } from '../chat/chat.pubsub';
import { type ChatMessage } from '../chat/chat-message.entity';
import { type Contact } from '../contact/contact.entity';
import { DeskEventKind } from './desk-chat.types';
import { leadView } from './lead-view';

/** Publishes the desk's events on the app's one bus (to every instance with Redis). */
export class DeskEvents {
  constructor(private readonly pubSub: ChatPubSub) {}

  newLead(contact: Contact): void {
    this.pubSub.publish(Topic.DeskEvents, {
      kind: DeskEventKind.NEW_LEAD,
      at: new Date(),
      lead: leadView(contact),
      sessionId: contact.sessionId ?? undefined,
    });
  }

  personRequested(sessionId: string): void {
    this.pubSub.publish(Topic.DeskEvents, {
      kind: DeskEventKind.PERSON_REQUESTED,
      at: new Date(),
      sessionId,
    });
  }

  visitorMessage(message: ChatMessage): void {
    this.pubSub.publish(Topic.DeskEvents, {
      kind: DeskEventKind.VISITOR_MESSAGE,
      at: new Date(),
      sessionId: message.sessionId,
      message,
    });
  }
}
