import { graphql } from '../../gql';

export const ChatMessagesQuery = graphql(`
  query ChatMessages($sessionId: String!) {
    chatMessages(sessionId: $sessionId) {
      id
      message
      isUser
      author
      kind
      ownerName
      seq
      createdAt
      links {
        label
        href
      }
    }
  }
`);

export const SendChatMessageMutation = graphql(`
  mutation SendChatMessage($input: ChatMessageInput!) {
    sendChatMessage(input: $input) {
      id
      message
      isUser
      author
      kind
      ownerName
      seq
      createdAt
    }
  }
`);

/** Everything the server pushes for a session: messages, typing, streamed text, errors, chips. */
export const ChatEventsSubscription = graphql(`
  subscription ChatEvents($sessionId: String!) {
    chatEvents(sessionId: $sessionId) {
      typing
      delta
      error
      suggestions
      links {
        label
        href
      }
      message {
        id
        message
        isUser
        author
        kind
        ownerName
        seq
        createdAt
      }
    }
  }
`);
