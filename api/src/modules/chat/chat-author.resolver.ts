import { FieldResolver, Resolver, Root } from 'type-graphql';
import { ChatAuthor, authorOf } from './chat-author';
import { ChatMessage } from './chat-message.entity';

@Resolver(() => ChatMessage)
export class ChatAuthorResolver {
  @FieldResolver(() => ChatAuthor, {
    description:
      'Who wrote the message. An owner joining or leaving is announced by an ASSISTANT-authored line ("Ellis Whitaker joined the chat").',
  })
  author(@Root() message: ChatMessage): ChatAuthor {
    return authorOf(message);
  }
}
