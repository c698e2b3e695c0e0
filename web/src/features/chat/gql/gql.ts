/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    message\n    isUser\n    author\n    kind\n    ownerName\n    seq\n    createdAt\n    rateable\n  }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  fragment ChatMessageCard on ChatMessage {\n    choices\n    summary {\n      kind\n      title\n      fields {\n        label\n        value\n      }\n    }\n    actions {\n      kind\n      label\n      reply\n    }\n  }\n": typeof types.ChatMessageCardFragmentDoc,
    "\n  query ChatMessages($sessionId: String!) {\n    chatMessages(sessionId: $sessionId) {\n      ...ChatMessageFields\n      ...ChatMessageCard\n      rating\n      links {\n        label\n        href\n      }\n    }\n    chatOpeningSuggestions\n  }\n": typeof types.ChatMessagesDocument,
    "\n  mutation SendChatMessage($input: ChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation RateReply($sessionId: String!, $messageId: ID!, $helpful: Boolean!) {\n    rateReply(sessionId: $sessionId, messageId: $messageId, helpful: $helpful) {\n      id\n      rating\n    }\n  }\n": typeof types.RateReplyDocument,
    "\n  subscription ChatEvents($sessionId: String!) {\n    chatEvents(sessionId: $sessionId) {\n      typing\n      delta\n      error\n      suggestions\n      links {\n        label\n        href\n      }\n      message {\n        ...ChatMessageFields\n        ...ChatMessageCard\n      }\n    }\n  }\n": typeof types.ChatEventsDocument,
    "\n  mutation EmailChatTranscript($sessionId: String!) {\n    emailChatTranscript(sessionId: $sessionId) {\n      sentTo\n      alreadyQueued\n    }\n  }\n": typeof types.EmailChatTranscriptDocument,
};
const documents: Documents = {
    "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    message\n    isUser\n    author\n    kind\n    ownerName\n    seq\n    createdAt\n    rateable\n  }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  fragment ChatMessageCard on ChatMessage {\n    choices\n    summary {\n      kind\n      title\n      fields {\n        label\n        value\n      }\n    }\n    actions {\n      kind\n      label\n      reply\n    }\n  }\n": types.ChatMessageCardFragmentDoc,
    "\n  query ChatMessages($sessionId: String!) {\n    chatMessages(sessionId: $sessionId) {\n      ...ChatMessageFields\n      ...ChatMessageCard\n      rating\n      links {\n        label\n        href\n      }\n    }\n    chatOpeningSuggestions\n  }\n": types.ChatMessagesDocument,
    "\n  mutation SendChatMessage($input: ChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation RateReply($sessionId: String!, $messageId: ID!, $helpful: Boolean!) {\n    rateReply(sessionId: $sessionId, messageId: $messageId, helpful: $helpful) {\n      id\n      rating\n    }\n  }\n": types.RateReplyDocument,
    "\n  subscription ChatEvents($sessionId: String!) {\n    chatEvents(sessionId: $sessionId) {\n      typing\n      delta\n      error\n      suggestions\n      links {\n        label\n        href\n      }\n      message {\n        ...ChatMessageFields\n        ...ChatMessageCard\n      }\n    }\n  }\n": types.ChatEventsDocument,
    "\n  mutation EmailChatTranscript($sessionId: String!) {\n    emailChatTranscript(sessionId: $sessionId) {\n      sentTo\n      alreadyQueued\n    }\n  }\n": types.EmailChatTranscriptDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    message\n    isUser\n    author\n    kind\n    ownerName\n    seq\n    createdAt\n    rateable\n  }\n"): typeof import('./graphql').ChatMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageCard on ChatMessage {\n    choices\n    summary {\n      kind\n      title\n      fields {\n        label\n        value\n      }\n    }\n    actions {\n      kind\n      label\n      reply\n    }\n  }\n"): typeof import('./graphql').ChatMessageCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatMessages($sessionId: String!) {\n    chatMessages(sessionId: $sessionId) {\n      ...ChatMessageFields\n      ...ChatMessageCard\n      rating\n      links {\n        label\n        href\n      }\n    }\n    chatOpeningSuggestions\n  }\n"): typeof import('./graphql').ChatMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage($input: ChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"): typeof import('./graphql').SendChatMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateReply($sessionId: String!, $messageId: ID!, $helpful: Boolean!) {\n    rateReply(sessionId: $sessionId, messageId: $messageId, helpful: $helpful) {\n      id\n      rating\n    }\n  }\n"): typeof import('./graphql').RateReplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatEvents($sessionId: String!) {\n    chatEvents(sessionId: $sessionId) {\n      typing\n      delta\n      error\n      suggestions\n      links {\n        label\n        href\n      }\n      message {\n        ...ChatMessageFields\n        ...ChatMessageCard\n      }\n    }\n  }\n"): typeof import('./graphql').ChatEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailChatTranscript($sessionId: String!) {\n    emailChatTranscript(sessionId: $sessionId) {\n      sentTo\n      alreadyQueued\n    }\n  }\n"): typeof import('./graphql').EmailChatTranscriptDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
