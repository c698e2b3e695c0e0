/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** SEND / CHANGE: send `reply` as the visitor (confirm or change the summary); EMAIL_TRANSCRIPT: call emailChatTranscript. */
export type ChatActionKind =
  | 'CHANGE'
  | 'EMAIL_TRANSCRIPT'
  | 'SEND';

/** Who wrote a chat message: the visitor, the assistant, or the owner from the desk. */
export type ChatAuthor =
  | 'ASSISTANT'
  | 'OWNER'
  | 'VISITOR';

/** A visitor message. The server marks it isUser: true. */
export type ChatMessageInput = {
  /** Plain text, 1 to 2000 characters after trimming. */
  message: string;
  /** The site path of the page the visitor is on ("/services/title-research"): the desk shows where a chat started. */
  page?: string | null | undefined;
  /** The chat session id the browser generated: "session", optionally a timestamp, then letters and digits carrying at least 128 random bits (ours: "session_" + 32 hex digits). */
  sessionId: string;
  /** The visitor's IANA time zone (the browser's), so times the assistant offers and confirms are in the visitor's own clock. Without it the consultant's zone is used. */
  timeZone?: string | null | undefined;
};

/** MESSAGE: something the visitor, the assistant or the owner said. JOINED / LEFT: the owner named in ownerName came into or left the chat (the text says so for clients that only show text). */
export type ChatMessageKind =
  | 'JOINED'
  | 'LEFT'
  | 'MESSAGE';

/** CONSULTATION: a consultation request; BOOKING: a consultation booked in an open slot; QUOTE: a quote request. */
export type ChatSummaryKind =
  | 'BOOKING'
  | 'CONSULTATION'
  | 'QUOTE';

export type ChatMessageFieldsFragment = { id: string, message: string, isUser: boolean, author: ChatAuthor, kind: ChatMessageKind, ownerName: string | null, seq: number, createdAt: string, rateable: boolean };

export type ChatMessageCardFragment = { choices: Array<string>, summary: { kind: ChatSummaryKind, title: string, fields: Array<{ label: string, value: string }> } | null, actions: Array<{ kind: ChatActionKind, label: string, reply: string | null }> | null };

export type ChatMessagesQueryVariables = Exact<{
  sessionId: string;
}>;


export type ChatMessagesQuery = { chatOpeningSuggestions: Array<string>, chatMessages: Array<{ rating: boolean | null, id: string, message: string, isUser: boolean, author: ChatAuthor, kind: ChatMessageKind, ownerName: string | null, seq: number, createdAt: string, rateable: boolean, choices: Array<string>, links: Array<{ label: string, href: string }> | null, summary: { kind: ChatSummaryKind, title: string, fields: Array<{ label: string, value: string }> } | null, actions: Array<{ kind: ChatActionKind, label: string, reply: string | null }> | null }> };

export type SendChatMessageMutationVariables = Exact<{
  input: ChatMessageInput;
}>;


export type SendChatMessageMutation = { sendChatMessage: { id: string, message: string, isUser: boolean, author: ChatAuthor, kind: ChatMessageKind, ownerName: string | null, seq: number, createdAt: string, rateable: boolean } };

export type RateReplyMutationVariables = Exact<{
  sessionId: string;
  messageId: string | number;
  helpful: boolean;
}>;


export type RateReplyMutation = { rateReply: { id: string, rating: boolean | null } };

export type ChatEventsSubscriptionVariables = Exact<{
  sessionId: string;
}>;


export type ChatEventsSubscription = { chatEvents: { typing: boolean | null, delta: string | null, error: string | null, suggestions: Array<string> | null, links: Array<{ label: string, href: string }> | null, message: { id: string, message: string, isUser: boolean, author: ChatAuthor, kind: ChatMessageKind, ownerName: string | null, seq: number, createdAt: string, rateable: boolean, choices: Array<string>, summary: { kind: ChatSummaryKind, title: string, fields: Array<{ label: string, value: string }> } | null, actions: Array<{ kind: ChatActionKind, label: string, reply: string | null }> | null } | null } };

export type EmailChatTranscriptMutationVariables = Exact<{
  sessionId: string;
}>;


export type EmailChatTranscriptMutation = { emailChatTranscript: { sentTo: string, alreadyQueued: boolean } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ChatMessageFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"ChatMessageFields"}) as unknown as TypedDocumentString<ChatMessageFieldsFragment, unknown>;
export const ChatMessageCardFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"ChatMessageCard"}) as unknown as TypedDocumentString<ChatMessageCardFragment, unknown>;
export const ChatMessagesDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<ChatMessagesQuery, ChatMessagesQueryVariables>;
export const SendChatMessageDocument = new TypedDocumentString(`
    mutation SendChatMessage($input: ChatMessageInput!) {
  sendChatMessage(input: $input) {
    ...ChatMessageFields
  }
}
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
}`) as unknown as TypedDocumentString<SendChatMessageMutation, SendChatMessageMutationVariables>;
export const RateReplyDocument = new TypedDocumentString(`
    mutation RateReply($sessionId: String!, $messageId: ID!, $helpful: Boolean!) {
  rateReply(sessionId: $sessionId, messageId: $messageId, helpful: $helpful) {
    id
    rating
  }
}
    `) as unknown as TypedDocumentString<RateReplyMutation, RateReplyMutationVariables>;
export const ChatEventsDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<ChatEventsSubscription, ChatEventsSubscriptionVariables>;
export const EmailChatTranscriptDocument = new TypedDocumentString(`
    mutation EmailChatTranscript($sessionId: String!) {
  emailChatTranscript(sessionId: $sessionId) {
    sentTo
    alreadyQueued
  }
}
    `) as unknown as TypedDocumentString<EmailChatTranscriptMutation, EmailChatTranscriptMutationVariables>;