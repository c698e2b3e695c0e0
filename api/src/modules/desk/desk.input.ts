import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ArgsType, Field, ID, Int } from 'type-graphql';
import { Trim } from '../../validation/input-transforms';
import { ChatMessageText, SessionArgs } from '../chat/chat.input';
import { LeadStatus } from './lead.types';

const statuses = Object.values(LeadStatus);

@ArgsType()
export class LeadsArgs {
  @Field(() => LeadStatus, { nullable: true, description: 'Only leads with this status.' })
  @IsOptional()
  @IsIn(statuses, { message: 'Status must be one of NEW, CONTACTED, CLOSED, SPAM.' })
  status?: LeadStatus | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words found in the name, e-mail, phone, company, service, location or message.',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Search must be text.' })
  @MaxLength(200, { message: 'Search must be at most 200 characters.' })
  search?: string | null;

  @Field(() => Int, { defaultValue: 25, description: 'Page size, 1 to 100.' })
  @IsInt({ message: 'first must be a whole number.' })
  @Min(1, { message: 'first must be at least 1.' })
  @Max(100, { message: 'first must be at most 100.' })
  first!: number;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page.' })
  @IsOptional()
  @IsString({ message: 'after must be text.' })
  @MaxLength(200, { message: 'after is not a cursor of this list.' })
  after?: string | null;
}

@ArgsType()
export class LeadIdArgs {
  @Field(() => ID)
  @IsString({ message: 'id must be text.' })
  @MaxLength(100, { message: 'No lead has this id.' })
  id!: string;
}

@ArgsType()
export class UpdateLeadArgs extends LeadIdArgs {
  @Field(() => LeadStatus, { nullable: true })
  @IsOptional()
  @IsIn(statuses, { message: 'Status must be one of NEW, CONTACTED, CLOSED, SPAM.' })
  status?: LeadStatus | null;

  @Field(() => String, {
    nullable: true,
    description: 'Replaces the note; an empty one clears it.',
  })
  @IsOptional()
  @IsString({ message: 'Note must be text.' })
  @MaxLength(5_000, { message: 'Note must be at most 5,000 characters.' })
  note?: string | null;
}

/** The most leads one bulk change touches: the inbox's largest page. */
export const bulkLeadLimit = 100;

@ArgsType()
export class UpdateLeadsArgs {
  @Field(() => [ID], { description: `The leads to change, 1 to ${bulkLeadLimit}.` })
  @IsArray({ message: 'ids must be a list.' })
  @ArrayMinSize(1, { message: 'Choose at least one lead.' })
  @ArrayMaxSize(bulkLeadLimit, { message: `At most ${bulkLeadLimit} leads at once.` })
  @IsString({ each: true, message: 'Each id must be text.' })
  @MaxLength(100, { each: true, message: 'No lead has this id.' })
  ids!: string[];

  @Field(() => LeadStatus)
  @IsIn(statuses, { message: 'Status must be one of NEW, CONTACTED, CLOSED, SPAM.' })
  status!: LeadStatus;
}

@ArgsType()
export class DeskChatsArgs {
  @Field(() => Int, { defaultValue: 25, description: 'How many chats, 1 to 100.' })
  @IsInt({ message: 'first must be a whole number.' })
  @Min(1, { message: 'first must be at least 1.' })
  @Max(100, { message: 'first must be at most 100.' })
  first!: number;
}

@ArgsType()
export class OwnerMessageArgs extends SessionArgs {
  @ChatMessageText()
  message!: string;
}

export { SessionArgs };
