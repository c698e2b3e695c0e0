import { graphql } from '../gql';

export const AgendaQuery = graphql(`
  query Agenda($from: DateTimeISO!, $to: DateTimeISO!) {
    agenda(from: $from, to: $to) {
      id
      start
      end
      status
      name
      email
      phone
      topic
      cancelReason
      visitorTimeZone
      leadId
      sessionId
    }
  }
`);

export const AgendaSettingsQuery = graphql(`
  query AgendaSettings {
    availabilitySettings {
      timeZone
      hasCalendarFeed
    }
  }
`);

export const MarkMeetingDoneMutation = graphql(`
  mutation MarkMeetingDone($id: ID!) {
    markMeetingDone(id: $id) {
      id
      status
    }
  }
`);

export const MarkMeetingNoShowMutation = graphql(`
  mutation MarkMeetingNoShow($id: ID!) {
    markMeetingNoShow(id: $id) {
      id
      status
    }
  }
`);

export const CancelMeetingAsOwnerMutation = graphql(`
  mutation CancelMeetingAsOwner($id: ID!, $reason: String) {
    cancelMeetingAsOwner(id: $id, reason: $reason) {
      id
      status
      cancelReason
    }
  }
`);

export const MoveMeetingMutation = graphql(`
  mutation MoveMeeting($id: ID!, $start: DateTimeISO!) {
    moveMeeting(id: $id, start: $start) {
      id
      start
      end
      status
    }
  }
`);

export const NewCalendarFeedUrlMutation = graphql(`
  mutation NewCalendarFeedUrl {
    newCalendarFeedUrl
  }
`);

export const RevokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed
  }
`);
