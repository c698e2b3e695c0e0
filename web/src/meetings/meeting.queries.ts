import { graphql } from '../features/booking/gql';

/** What the visitor's meeting page shows of their meeting. */
export const VisitorMeetingFieldsFragment = graphql(`
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
`);

export const MeetingByTokenQuery = graphql(`
  query MeetingByToken($token: String!) {
    meetingByToken(token: $token) {
      ...VisitorMeetingFields
    }
  }
`);

export const RescheduleMeetingMutation = graphql(`
  mutation RescheduleMeeting($token: String!, $start: DateTimeISO!) {
    rescheduleMeeting(token: $token, start: $start) {
      ...VisitorMeetingFields
    }
  }
`);

export const CancelMeetingMutation = graphql(`
  mutation CancelMeeting($token: String!, $reason: String) {
    cancelMeeting(token: $token, reason: $reason) {
      ...VisitorMeetingFields
    }
  }
`);
