import { graphql } from '../features/booking/gql';

/** The documents the visitor added on their meeting page so far. */
export const MeetingDocumentsQuery = graphql(`
  query MeetingDocuments($token: String!) {
    meetingDocuments(token: $token) {
      name
      size
      contentType
    }
  }
`);

/** Sends uploaded documents with the meeting (refused once it has started). */
export const AddMeetingDocumentsMutation = graphql(`
  mutation AddMeetingDocuments($token: String!, $documentIds: [ID!]!) {
    addMeetingDocuments(token: $token, documentIds: $documentIds) {
      name
      size
      contentType
    }
  }
`);
