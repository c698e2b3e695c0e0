import { graphql } from './gql';

/** Open slots in [from, to), and the consultant's zone to name beside them. */
export const AvailableSlotsQuery = graphql(`
  query AvailableSlots($from: DateTimeISO!, $to: DateTimeISO!, $timeZone: String!) {
    availableSlots(from: $from, to: $to, timeZone: $timeZone) {
      start
      end
    }
    bookingTimeZone
  }
`);

export const BookMeetingMutation = graphql(`
  mutation BookMeeting($input: BookMeetingInput!) {
    bookMeeting(input: $input) {
      id
      start
      end
      manageToken
      consultantTimeZone
    }
  }
`);
