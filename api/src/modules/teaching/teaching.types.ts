import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ChatMessage } from '../chat/chat-message.entity';

@ObjectType({
  description: 'An answer the consultant taught the assistant: one more knowledge unit.',
})
export class TaughtAnswer {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: "The owner's plain-text answer." })
  answer!: string | null;

  @Field(() => String, { nullable: true, description: 'Site path with optional #section.' })
  href!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Title of the linked page/section when href is set.',
  })
  hrefLabel!: string | null;

  @Field(() => [String], {
    description: 'The questions it answers, as worded by visitors and the owner.',
  })
  questions!: string[];

  @Field(() => Int, { description: 'Replies built from it.' })
  timesUsed!: number;

  @Field(() => Int, { description: 'Votes "helpful" on those replies.' })
  helpfulVotes!: number;

  @Field(() => Int, { description: 'Votes "not helpful" on those replies.' })
  notHelpfulVotes!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

export enum QuestionReason {
  LOW_CONFIDENCE = 'LOW_CONFIDENCE',
  NOT_HELPFUL = 'NOT_HELPFUL',
  ASKED_FOR_PERSON = 'ASKED_FOR_PERSON',
}

registerEnumType(QuestionReason, {
  name: 'QuestionReason',
  description: 'Why a question is waiting for an answer.',
  valuesConfig: {
    LOW_CONFIDENCE: { description: 'The assistant had no confident answer.' },
    NOT_HELPFUL: { description: 'The visitor voted the reply not helpful.' },
    ASKED_FOR_PERSON: { description: 'The visitor asked for a person next.' },
  },
});

@ObjectType({ description: 'One time a question was asked, with the conversation around it.' })
export class QuestionExample {
  @Field()
  sessionId!: string;

  @Field(() => Date)
  askedAt!: Date;

  @Field(() => [ChatMessage], {
    description:
      "The visitor's question, the assistant's reply, and up to 2 messages before/after, in seq order.",
  })
  messages!: ChatMessage[];

  @Field(() => ID, { description: 'Id of the assistant reply in `messages` that was weak.' })
  replyId!: string;
}

@ObjectType({ description: 'Visitor questions the assistant answered badly, grouped by wording.' })
export class QuestionGroup {
  @Field(() => ID, { description: 'Stable id of the group (dismiss with it).' })
  id!: string;

  @Field({ description: 'The most recent wording.' })
  question!: string;

  @Field(() => [String], { description: 'Every distinct wording in the group, newest first.' })
  wordings!: string[];

  @Field(() => Int, { description: 'How many distinct chat sessions asked.' })
  visitors!: number;

  @Field(() => Date)
  lastAskedAt!: Date;

  @Field(() => [QuestionReason])
  reasons!: QuestionReason[];

  @Field(() => [QuestionExample], {
    description: 'Up to 3 asked instances with the conversation around them.',
  })
  examples!: QuestionExample[];
}

@ObjectType({ description: "The assistant's week at a glance." })
export class AssistantWeek {
  @Field(() => Int, { description: 'Chats with a visitor message in the last 7 days.' })
  chats!: number;

  @Field(() => Int, { description: 'Replies voted helpful in the last 7 days.' })
  helpful!: number;

  @Field(() => Int, { description: 'Replies voted not helpful in the last 7 days.' })
  notHelpful!: number;

  @Field(() => Int, { description: 'Question groups asked in the last 7 days and still waiting.' })
  questionsWaiting!: number;
}
