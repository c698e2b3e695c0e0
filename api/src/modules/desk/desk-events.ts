import { type AppEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';
import { type ChatMessage } from '../chat/chat-message.entity';
import { type Contact } from '../contact/contact.entity';
import { DeskEventKind } from './desk-chat.types';
import { leadView } from './lead-view';

/** Publishes the desk's events on the app's one bus (to every instance with Redis). */
export class DeskEvents {
  constructor(private readonly bus: AppEventBus) {}

  newLead(contact: Contact): void {
    this.bus.publish(Topic.DeskEvents, {
      kind: DeskEventKind.NEW_LEAD,
      at: new Date(),
      lead: leadView(contact),
      sessionId: contact.sessionId ?? undefined,
    });
  }

  personRequested(sessionId: string): void {
    this.bus.publish(Topic.DeskEvents, {
      kind: DeskEventKind.PERSON_REQUESTED,
      at: new Date(),
      sessionId,
    });
  }

  visitorMessage(message: ChatMessage): void {
    this.bus.publish(Topic.DeskEvents, {
      kind: DeskEventKind.VISITOR_MESSAGE,
      at: new Date(),
      sessionId: message.sessionId,
      message,
    });
  }
}
