import { registerEnumType } from 'type-graphql';

/** Who wrote a chat message. `isUser` stays, as the spec's contract: isUser == VISITOR. */
export enum ChatAuthor {
  VISITOR = 'VISITOR',
  ASSISTANT = 'ASSISTANT',
  OWNER = 'OWNER',
}

registerEnumType(ChatAuthor, {
  name: 'ChatAuthor',
  description: 'Who wrote a chat message: the visitor, the assistant, or the owner from the desk.',
});
