import { graphql } from '../gql';

export const PersonDataSummaryQuery = graphql(`
  query PersonDataSummary($leadId: ID!) {
    personDataSummary(leadId: $leadId) {
      contacts
      chatSessions
      chatMessages
      meetings
      futureMeetings
      subscriptions
      mails
    }
  }
`);

export const ForgetPersonMutation = graphql(`
  mutation ForgetPerson($leadId: ID!) {
    forgetPerson(leadId: $leadId) {
      forgottenAt
      deleted {
        contacts
        meetings
        futureMeetings
      }
    }
  }
`);

/** GET the person's data as a JSON file (their copy, before they are forgotten). */
export const personDataHref = (leadId: string) =>
  `/api/admin/leads/${encodeURIComponent(leadId)}/person-data.json`;
