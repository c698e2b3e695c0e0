import { type EntitySubscriberInterface, EventSubscriber, type InsertEvent } from 'typeorm';
import { authorOf } from './chat-author';
import { ChatMessage } from './chat-message.entity';

/**
 * Every message saved through TypeORM stores its author: the visitor's and the assistant's are
 * told by isUser, so the chat service needs no change; the desk sets OWNER itself.
 */
@EventSubscriber()
export class ChatAuthorSubscriber implements EntitySubscriberInterface<ChatMessage> {
  listenTo() {
    return ChatMessage;
  }

  beforeInsert(event: InsertEvent<ChatMessage>): void {
    event.entity.author = authorOf(event.entity);
  }
}
