import { graphql } from '../gql';

/** A taught answer as the desk lists and edits it. */
export const TaughtAnswerFieldsFragment = graphql(`
  fragment TaughtAnswerFields on TaughtAnswer {
    id
    answer
    href
    hrefLabel
    questions
    timesUsed
    helpfulVotes
    notHelpfulVotes
    createdAt
    updatedAt
  }
`);

export const QuestionsToAnswerQuery = graphql(`
  query QuestionsToAnswer($first: Int) {
    questionsToAnswer(first: $first) {
      id
      question
      wordings
      visitors
      lastAskedAt
      reasons
      examples {
        sessionId
        askedAt
        replyId
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
        }
      }
    }
  }
`);

export const DismissQuestionGroupMutation = graphql(`
  mutation DismissQuestionGroup($id: ID!) {
    dismissQuestionGroup(id: $id)
  }
`);

export const TaughtAnswersQuery = graphql(`
  query TaughtAnswers($search: String) {
    taughtAnswers(search: $search) {
      ...TaughtAnswerFields
    }
  }
`);

export const TeachAnswerMutation = graphql(`
  mutation TeachAnswer($input: TeachAnswerInput!) {
    teachAnswer(input: $input) {
      ...TaughtAnswerFields
    }
  }
`);

export const UpdateTaughtAnswerMutation = graphql(`
  mutation UpdateTaughtAnswer($id: ID!, $input: TeachAnswerInput!) {
    updateTaughtAnswer(id: $id, input: $input) {
      ...TaughtAnswerFields
    }
  }
`);

export const RemoveTaughtAnswerMutation = graphql(`
  mutation RemoveTaughtAnswer($id: ID!) {
    removeTaughtAnswer(id: $id)
  }
`);

export const AssistantWeekQuery = graphql(`
  query AssistantWeek {
    assistantWeek {
      chats
      helpful
      notHelpful
      questionsWaiting
    }
  }
`);
