import { registerEnumType } from 'type-graphql';

/** What a stored chat message is: something said, or an owner coming into or leaving the chat. */
export enum ChatMessageKind {
  MESSAGE = 'MESSAGE',
  JOINED = 'JOINED',
  LEFT = 'LEFT',
}

registerEnumType(ChatMessageKind, {
  name: 'ChatMessageKind',
  description:
    'MESSAGE: something the visitor, the assistant or the owner said. JOINED / LEFT: the owner named in ownerName came into or left the chat (the text says so for clients that only show text).',
});
