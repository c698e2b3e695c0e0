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
    "\n  query AvailableSlots($from: DateTimeISO!, $to: DateTimeISO!, $timeZone: String!) {\n    availableSlots(from: $from, to: $to, timeZone: $timeZone) {\n      start\n      end\n    }\n    bookingTimeZone\n  }\n": typeof types.AvailableSlotsDocument,
    "\n  mutation BookMeeting($input: BookMeetingInput!) {\n    bookMeeting(input: $input) {\n      id\n      start\n      end\n      manageToken\n      consultantTimeZone\n    }\n  }\n": typeof types.BookMeetingDocument,
    "\n  query MeetingDocuments($token: String!) {\n    meetingDocuments(token: $token) {\n      name\n      size\n      contentType\n    }\n  }\n": typeof types.MeetingDocumentsDocument,
    "\n  mutation AddMeetingDocuments($token: String!, $documentIds: [ID!]!) {\n    addMeetingDocuments(token: $token, documentIds: $documentIds) {\n      name\n      size\n      contentType\n    }\n  }\n": typeof types.AddMeetingDocumentsDocument,
    "\n  fragment VisitorMeetingFields on Meeting {\n    id\n    start\n    end\n    status\n    name\n    phone\n    topic\n    consultantTimeZone\n    changeDeadline\n  }\n": typeof types.VisitorMeetingFieldsFragmentDoc,
    "\n  query MeetingByToken($token: String!) {\n    meetingByToken(token: $token) {\n      ...VisitorMeetingFields\n    }\n  }\n": typeof types.MeetingByTokenDocument,
    "\n  mutation RescheduleMeeting($token: String!, $start: DateTimeISO!) {\n    rescheduleMeeting(token: $token, start: $start) {\n      ...VisitorMeetingFields\n    }\n  }\n": typeof types.RescheduleMeetingDocument,
    "\n  mutation CancelMeeting($token: String!, $reason: String) {\n    cancelMeeting(token: $token, reason: $reason) {\n      ...VisitorMeetingFields\n    }\n  }\n": typeof types.CancelMeetingDocument,
};
const documents: Documents = {
    "\n  query AvailableSlots($from: DateTimeISO!, $to: DateTimeISO!, $timeZone: String!) {\n    availableSlots(from: $from, to: $to, timeZone: $timeZone) {\n      start\n      end\n    }\n    bookingTimeZone\n  }\n": types.AvailableSlotsDocument,
    "\n  mutation BookMeeting($input: BookMeetingInput!) {\n    bookMeeting(input: $input) {\n      id\n      start\n      end\n      manageToken\n      consultantTimeZone\n    }\n  }\n": types.BookMeetingDocument,
    "\n  query MeetingDocuments($token: String!) {\n    meetingDocuments(token: $token) {\n      name\n      size\n      contentType\n    }\n  }\n": types.MeetingDocumentsDocument,
    "\n  mutation AddMeetingDocuments($token: String!, $documentIds: [ID!]!) {\n    addMeetingDocuments(token: $token, documentIds: $documentIds) {\n      name\n      size\n      contentType\n    }\n  }\n": types.AddMeetingDocumentsDocument,
    "\n  fragment VisitorMeetingFields on Meeting {\n    id\n    start\n    end\n    status\n    name\n    phone\n    topic\n    consultantTimeZone\n    changeDeadline\n  }\n": types.VisitorMeetingFieldsFragmentDoc,
    "\n  query MeetingByToken($token: String!) {\n    meetingByToken(token: $token) {\n      ...VisitorMeetingFields\n    }\n  }\n": types.MeetingByTokenDocument,
    "\n  mutation RescheduleMeeting($token: String!, $start: DateTimeISO!) {\n    rescheduleMeeting(token: $token, start: $start) {\n      ...VisitorMeetingFields\n    }\n  }\n": types.RescheduleMeetingDocument,
    "\n  mutation CancelMeeting($token: String!, $reason: String) {\n    cancelMeeting(token: $token, reason: $reason) {\n      ...VisitorMeetingFields\n    }\n  }\n": types.CancelMeetingDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailableSlots($from: DateTimeISO!, $to: DateTimeISO!, $timeZone: String!) {\n    availableSlots(from: $from, to: $to, timeZone: $timeZone) {\n      start\n      end\n    }\n    bookingTimeZone\n  }\n"): typeof import('./graphql').AvailableSlotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookMeeting($input: BookMeetingInput!) {\n    bookMeeting(input: $input) {\n      id\n      start\n      end\n      manageToken\n      consultantTimeZone\n    }\n  }\n"): typeof import('./graphql').BookMeetingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeetingDocuments($token: String!) {\n    meetingDocuments(token: $token) {\n      name\n      size\n      contentType\n    }\n  }\n"): typeof import('./graphql').MeetingDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMeetingDocuments($token: String!, $documentIds: [ID!]!) {\n    addMeetingDocuments(token: $token, documentIds: $documentIds) {\n      name\n      size\n      contentType\n    }\n  }\n"): typeof import('./graphql').AddMeetingDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisitorMeetingFields on Meeting {\n    id\n    start\n    end\n    status\n    name\n    phone\n    topic\n    consultantTimeZone\n    changeDeadline\n  }\n"): typeof import('./graphql').VisitorMeetingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeetingByToken($token: String!) {\n    meetingByToken(token: $token) {\n      ...VisitorMeetingFields\n    }\n  }\n"): typeof import('./graphql').MeetingByTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleMeeting($token: String!, $start: DateTimeISO!) {\n    rescheduleMeeting(token: $token, start: $start) {\n      ...VisitorMeetingFields\n    }\n  }\n"): typeof import('./graphql').RescheduleMeetingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMeeting($token: String!, $reason: String) {\n    cancelMeeting(token: $token, reason: $reason) {\n      ...VisitorMeetingFields\n    }\n  }\n"): typeof import('./graphql').CancelMeetingDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
