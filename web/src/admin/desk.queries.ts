import { graphql } from './gql';

export const DeskSessionQuery = graphql(`
  query DeskSession {
    ownerExists
    me {
      id
      email
      displayName
    }
  }
`);

export const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!, $totp: String) {
    signIn(email: $email, password: $password, totp: $totp) {
      id
      email
      displayName
    }
  }
`);

export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

export const LeadsQuery = graphql(`
  query Leads($status: LeadStatus, $search: String, $first: Int, $after: String) {
    leads(status: $status, search: $search, first: $first, after: $after) {
      totalCount
      unreadCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          createdAt
          status
          read
          source
          name
          email
          phone
          interest
          message
          sameContact {
            id
            createdAt
            status
            source
            interest
            message
          }
        }
      }
    }
  }
`);

export const LeadQuery = graphql(`
  query Lead($id: ID!) {
    lead(id: $id) {
      id
      createdAt
      status
      note
      read
      source
      name
      email
      phone
      company
      interest
      message
      sessionId
      sameContact {
        id
        createdAt
        status
        source
        interest
        message
      }
      documents {
        id
        name
        size
        contentType
        pages
        encrypted
        kept
        url
      }
      conversation {
        id
        message
        author
        kind
        ownerName
        needsPerson
        isUser
        seq
        createdAt
        rating
        choices
      }
    }
  }
`);

export const UpdateLeadMutation = graphql(`
  mutation UpdateLead($id: ID!, $status: LeadStatus, $note: String) {
    updateLead(id: $id, status: $status, note: $note) {
      id
      status
      note
      read
    }
  }
`);

/** One status for the leads the owner selected in the inbox (1 to 100, all or none). */
export const UpdateLeadsMutation = graphql(`
  mutation UpdateLeads($ids: [ID!]!, $status: LeadStatus!) {
    updateLeads(ids: $ids, status: $status) {
      id
      status
      read
    }
  }
`);

/** The owner keeps one document past DOCUMENT_RETENTION_DAYS (or lets it go again). */
export const KeepLeadDocumentMutation = graphql(`
  mutation KeepLeadDocument($id: ID!, $kept: Boolean!) {
    keepLeadDocument(id: $id, kept: $kept) {
      id
      kept
    }
  }
`);

/** The owner keeps all of a lead's documents (or lets them all go). */
export const KeepLeadDocumentsMutation = graphql(`
  mutation KeepLeadDocuments($leadId: ID!, $kept: Boolean!) {
    keepLeadDocuments(leadId: $leadId, kept: $kept) {
      id
      kept
    }
  }
`);

// 40 rows: each field costs 1.5 per row under the API's operation cost limit (1,000), and
// Apollo adds __typename to every row; at 50 rows this list passed the limit.
export const DeskChatsQuery = graphql(`
  query DeskChats {
    deskChats(first: 40) {
      sessionId
      startedAt
      lastMessageAt
      wantsPerson
      ownerJoined
      ownerName
      visitorName
      visitorEmail
      firstMessage
      startPage
      lastMessage
      waitingSince
    }
  }
`);

export const DeskChatQuery = graphql(`
  query DeskChat($sessionId: String!) {
    deskChat(sessionId: $sessionId) {
      sessionId
      startedAt
      lastMessageAt
      wantsPerson
      ownerJoined
      messages {
        id
        message
        author
        kind
        ownerName
        needsPerson
        isUser
        seq
        createdAt
        rating
        choices
      }
    }
  }
`);

export const JoinChatMutation = graphql(`
  mutation JoinChat($sessionId: String!) {
    joinChat(sessionId: $sessionId) {
      sessionId
      ownerJoined
      wantsPerson
    }
  }
`);

export const SendOwnerMessageMutation = graphql(`
  mutation SendOwnerMessage($sessionId: String!, $message: String!) {
    sendOwnerMessage(sessionId: $sessionId, message: $message) {
      id
      message
      author
      kind
      ownerName
      needsPerson
      isUser
      seq
      createdAt
    }
  }
`);

export const LeaveChatMutation = graphql(`
  mutation LeaveChat($sessionId: String!) {
    leaveChat(sessionId: $sessionId)
  }
`);

export const DeskEventsSubscription = graphql(`
  subscription DeskEvents {
    deskEvents {
      kind
      at
      sessionId
      lead {
        id
        name
        message
      }
      message {
        id
        message
        author
        kind
        ownerName
        needsPerson
        isUser
        seq
        createdAt
      }
    }
  }
`);
