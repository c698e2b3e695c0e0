import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ChatMessage } from '../chat/chat-message.entity';

export enum LeadStatus {
  NEW = 'NEW',
  CONTACTED = 'CONTACTED',
  CLOSED = 'CLOSED',
  SPAM = 'SPAM',
}
registerEnumType(LeadStatus, { name: 'LeadStatus', description: 'Where a lead stands.' });

export enum LeadSource {
  FORM = 'FORM',
  CHAT = 'CHAT',
}
registerEnumType(LeadSource, {
  name: 'LeadSource',
  description: 'How the lead came in: the contact form (or API), or the chat assistant.',
});

@ObjectType({ description: 'A stored request, as the owner sees it on the desk.' })
export class Lead {
  @Field(() => ID)
  id!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => LeadStatus)
  status!: LeadStatus;

  @Field(() => String, { nullable: true, description: "The owner's private note." })
  note!: string | null;

  @Field({ description: 'The owner opened it (the `lead` query marks it read).' })
  read!: boolean;

  @Field(() => LeadSource)
  source!: LeadSource;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => String, { nullable: true })
  company!: string | null;

  @Field(() => String, { nullable: true, description: 'The service the visitor picked.' })
  interest!: string | null;

  @Field(() => String, { nullable: true, description: 'The location the visitor gave.' })
  location!: string | null;

  @Field({ description: 'What the visitor wrote (for a chat lead, the summary of the chat).' })
  message!: string;

  @Field(() => String, { nullable: true, description: 'The chat session behind a chat lead.' })
  sessionId!: string | null;

  @Field({ description: 'The spam screen flagged it (no acknowledgement was mailed).' })
  suspicious!: boolean;

  /** Resolved by LeadResolver: the chat behind the lead. */
  conversation?: ChatMessage[];
}

@ObjectType()
export class LeadEdge {
  @Field()
  cursor!: string;

  @Field(() => Lead)
  node!: Lead;
}

@ObjectType({ description: "The leads list's paging state." })
export class LeadPageInfo {
  @Field()
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

@ObjectType({ description: 'One page of leads, newest first.' })
export class LeadConnection {
  @Field(() => [LeadEdge])
  edges!: LeadEdge[];

  @Field(() => LeadPageInfo)
  pageInfo!: LeadPageInfo;

  @Field(() => Int, { description: 'Leads matching the filter, on every page.' })
  totalCount!: number;

  @Field(() => Int, { description: 'Unread leads matching the filter.' })
  unreadCount!: number;
}
