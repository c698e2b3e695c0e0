/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A visitor booking a consultation call in an open slot. */
export type BookMeetingInput = {
  /** Ids from POST /api/documents, to send those documents with the booking. */
  documentIds?: Array<string | number> | null | undefined;
  /** E-mail (this or a phone is required). */
  email?: string | null | undefined;
  /** Full name, up to 200 characters. */
  name: string;
  /** Phone (this or an e-mail is required). */
  phone?: string | null | undefined;
  /** The chat session booking, if any. */
  sessionId?: string | null | undefined;
  /** The slot start, as availableSlots returned it. */
  start: string;
  /** The visitor's IANA time zone, for their invite and reminders. */
  timeZone: string;
  /** What to discuss, up to 1000 characters. */
  topic: string;
};

/** Where a meeting stands. */
export type MeetingStatus =
  | 'BOOKED'
  | 'CANCELLED'
  | 'DONE'
  | 'NO_SHOW';

export type AvailableSlotsQueryVariables = Exact<{
  from: string;
  to: string;
  timeZone: string;
}>;


export type AvailableSlotsQuery = { bookingTimeZone: string, availableSlots: Array<{ start: string, end: string }> };

export type BookMeetingMutationVariables = Exact<{
  input: BookMeetingInput;
}>;


export type BookMeetingMutation = { bookMeeting: { id: string, start: string, end: string, manageToken: string | null, consultantTimeZone: string } };

export type MeetingDocumentsQueryVariables = Exact<{
  token: string;
}>;


export type MeetingDocumentsQuery = { meetingDocuments: Array<{ name: string, size: number, contentType: string }> };

export type AddMeetingDocumentsMutationVariables = Exact<{
  token: string;
  documentIds: Array<string | number> | string | number;
}>;


export type AddMeetingDocumentsMutation = { addMeetingDocuments: Array<{ name: string, size: number, contentType: string }> };

export type VisitorMeetingFieldsFragment = { id: string, start: string, end: string, status: MeetingStatus, name: string, phone: string | null, topic: string, consultantTimeZone: string, changeDeadline: string };

export type MeetingByTokenQueryVariables = Exact<{
  token: string;
}>;


export type MeetingByTokenQuery = { meetingByToken: { id: string, start: string, end: string, status: MeetingStatus, name: string, phone: string | null, topic: string, consultantTimeZone: string, changeDeadline: string } | null };

export type RescheduleMeetingMutationVariables = Exact<{
  token: string;
  start: string;
}>;


export type RescheduleMeetingMutation = { rescheduleMeeting: { id: string, start: string, end: string, status: MeetingStatus, name: string, phone: string | null, topic: string, consultantTimeZone: string, changeDeadline: string } };

export type CancelMeetingMutationVariables = Exact<{
  token: string;
  reason?: string | null | undefined;
}>;


export type CancelMeetingMutation = { cancelMeeting: { id: string, start: string, end: string, status: MeetingStatus, name: string, phone: string | null, topic: string, consultantTimeZone: string, changeDeadline: string } };

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
export const VisitorMeetingFieldsFragmentDoc = new TypedDocumentString(`
    fragment VisitorMeetingFields on Meeting {
  id
  start
  end
  status
  name
  phone
  topic
  consultantTimeZone
  changeDeadline
}
    `, {"fragmentName":"VisitorMeetingFields"}) as unknown as TypedDocumentString<VisitorMeetingFieldsFragment, unknown>;
export const AvailableSlotsDocument = new TypedDocumentString(`
    query AvailableSlots($from: DateTimeISO!, $to: DateTimeISO!, $timeZone: String!) {
  availableSlots(from: $from, to: $to, timeZone: $timeZone) {
    start
    end
  }
  bookingTimeZone
}
    `) as unknown as TypedDocumentString<AvailableSlotsQuery, AvailableSlotsQueryVariables>;
export const BookMeetingDocument = new TypedDocumentString(`
    mutation BookMeeting($input: BookMeetingInput!) {
  bookMeeting(input: $input) {
    id
    start
    end
    manageToken
    consultantTimeZone
  }
}
    `) as unknown as TypedDocumentString<BookMeetingMutation, BookMeetingMutationVariables>;
export const MeetingDocumentsDocument = new TypedDocumentString(`
    query MeetingDocuments($token: String!) {
  meetingDocuments(token: $token) {
    name
    size
    contentType
  }
}
    `) as unknown as TypedDocumentString<MeetingDocumentsQuery, MeetingDocumentsQueryVariables>;
export const AddMeetingDocumentsDocument = new TypedDocumentString(`
    mutation AddMeetingDocuments($token: String!, $documentIds: [ID!]!) {
  addMeetingDocuments(token: $token, documentIds: $documentIds) {
    name
    size
    contentType
  }
}
    `) as unknown as TypedDocumentString<AddMeetingDocumentsMutation, AddMeetingDocumentsMutationVariables>;
export const MeetingByTokenDocument = new TypedDocumentString(`
    query MeetingByToken($token: String!) {
  meetingByToken(token: $token) {
    ...VisitorMeetingFields
  }
}
    fragment VisitorMeetingFields on Meeting {
  id
  start
  end
  status
  name
  phone
  topic
  consultantTimeZone
  changeDeadline
}`) as unknown as TypedDocumentString<MeetingByTokenQuery, MeetingByTokenQueryVariables>;
export const RescheduleMeetingDocument = new TypedDocumentString(`
    mutation RescheduleMeeting($token: String!, $start: DateTimeISO!) {
  rescheduleMeeting(token: $token, start: $start) {
    ...VisitorMeetingFields
  }
}
    fragment VisitorMeetingFields on Meeting {
  id
  start
  end
  status
  name
  phone
  topic
  consultantTimeZone
  changeDeadline
}`) as unknown as TypedDocumentString<RescheduleMeetingMutation, RescheduleMeetingMutationVariables>;
export const CancelMeetingDocument = new TypedDocumentString(`
    mutation CancelMeeting($token: String!, $reason: String) {
  cancelMeeting(token: $token, reason: $reason) {
    ...VisitorMeetingFields
  }
}
    fragment VisitorMeetingFields on Meeting {
  id
  start
  end
  status
  name
  phone
  topic
  consultantTimeZone
  changeDeadline
}`) as unknown as TypedDocumentString<CancelMeetingMutation, CancelMeetingMutationVariables>;