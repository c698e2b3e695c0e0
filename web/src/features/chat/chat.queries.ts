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
      rating
      links {
        label
        href
      }
      summary {
        kind
        title
        fields {
          label
          value
        }
      }
      actions {
        kind
        label
        reply
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

/** The visitor's vote on one assistant reply of their session (changeable). */
export const RateReplyMutation = graphql(`
  mutation RateReply($sessionId: String!, $messageId: ID!, $helpful: Boolean!) {
    rateReply(sessionId: $sessionId, messageId: $messageId, helpful: $helpful) {
      id
      rating
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
        summary {
          kind
          title
          fields {
            label
            value
          }
        }
        actions {
          kind
          label
          reply
        }
      }
    }
  }
`);

/** The visitor's copy of the chat, to the address they gave in it. */
export const EmailChatTranscriptMutation = graphql(`
  mutation EmailChatTranscript($sessionId: String!) {
    emailChatTranscript(sessionId: $sessionId) {
      sentTo
      alreadyQueued
    }
  }
`);
