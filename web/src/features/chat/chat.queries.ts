import { graphql } from './gql';

/** What every copy of a stored message carries: who wrote it, what, when, and its place. */
export const ChatMessageFieldsFragment = graphql(`
  fragment ChatMessageFields on ChatMessage {
    id
    message
    isUser
    author
    kind
    ownerName
    seq
    createdAt
    rateable
  }
`);

/**
 * The card and buttons an assistant reply may carry (a booking or quote summary), and the
 * choices it offers (a booking's open times: chips under the newest reply, also after a reload).
 */
export const ChatMessageCardFragment = graphql(`
  fragment ChatMessageCard on ChatMessage {
    choices
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
`);

export const ChatMessagesQuery = graphql(`
  query ChatMessages($sessionId: String!) {
    chatMessages(sessionId: $sessionId) {
      ...ChatMessageFields
      ...ChatMessageCard
      rating
      links {
        label
        href
      }
    }
    chatOpeningSuggestions
  }
`);

export const SendChatMessageMutation = graphql(`
  mutation SendChatMessage($input: ChatMessageInput!) {
    sendChatMessage(input: $input) {
      ...ChatMessageFields
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
        ...ChatMessageFields
        ...ChatMessageCard
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
