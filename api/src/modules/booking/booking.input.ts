import {
  chatSessionIdMessage,
  contactEmailMessage,
  contactEmailPattern,
  contactLimits,
  contactPhonePattern,
  isChatSessionId,
} from '@landman/content';
import {
  ArrayMaxSize,
  IsArray,
  IsDate,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { Trim, TrimToUndefined } from '../../validation/input-transforms';
import { MatchesWithin } from '../../validation/matches-within';
import { notText, phoneFormat, tooLong } from '../contact/contact-field.messages';
import { SingleLine } from '../../validation/single-line';
import { IsTimeZone } from '../../validation/time-zone';
import { secretTokenPattern } from './secret-token';

export const topicMaxLength = 1_000;
export const reasonMaxLength = 1_000;
export const noWayToReachMessage = 'An e-mail address or a phone number is required.';

const IsManageToken = () =>
  ValidateBy({
    name: 'isManageToken',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && secretTokenPattern.test(value),
      defaultMessage: () => 'This meeting link is not valid.',
    },
  });

@InputType({ description: 'A visitor booking a consultation call in an open slot.' })
export class BookMeetingInput {
  @Field(() => Date, { description: 'The slot start, as availableSlots returned it.' })
  @IsDate({ message: 'Start must be a date and time.' })
  start!: Date;

  @Field({ description: "The visitor's IANA time zone, for their invite and reminders." })
  @Trim()
  @IsTimeZone()
  timeZone!: string;

  @Field({ description: `Full name, up to ${contactLimits.name} characters.` })
  @Trim()
  @IsString(notText('Name'))
  @IsNotEmpty({ message: 'Name is required.' })
  @MaxLength(contactLimits.name, tooLong('Name', contactLimits.name))
  @SingleLine('Name')
  name!: string;

  @Field(() => String, { nullable: true, description: 'E-mail (this or a phone is required).' })
  @TrimToUndefined()
  @ValidateIf((input: BookMeetingInput) => input.email !== undefined || input.phone === undefined)
  @IsString(notText('Email'))
  @IsNotEmpty({ message: noWayToReachMessage })
  @MaxLength(contactLimits.email, tooLong('Email', contactLimits.email))
  @SingleLine('Email')
  @MatchesWithin(contactEmailPattern, contactLimits.email, { message: contactEmailMessage })
  email?: string;

  @Field(() => String, { nullable: true, description: 'Phone (this or an e-mail is required).' })
  @TrimToUndefined()
  @IsOptional()
  @IsString(notText('Phone'))
  @MaxLength(contactLimits.phone, tooLong('Phone', contactLimits.phone))
  @MatchesWithin(contactPhonePattern, contactLimits.phone, phoneFormat)
  phone?: string;

  @Field({ description: `What to discuss, up to ${topicMaxLength} characters.` })
  @Trim()
  @IsString(notText('Topic'))
  @IsNotEmpty({ message: 'Topic is required.' })
  @MaxLength(topicMaxLength, tooLong('Topic', topicMaxLength))
  topic!: string;

  @Field(() => String, { nullable: true, description: 'The chat session booking, if any.' })
  @TrimToUndefined()
  @IsOptional()
  @ValidateBy({
    name: 'isChatSessionId',
    validator: { validate: isChatSessionId, defaultMessage: () => chatSessionIdMessage },
  })
  sessionId?: string;

  /** Documents sent with the booking: ids from POST /api/documents, attached to its lead. */
  @Field(() => [ID], {
    nullable: true,
    description: 'Ids from POST /api/documents, to send those documents with the booking.',
  })
  @IsOptional()
  @IsArray({ message: 'documentIds must be a list of document ids.' })
  @ArrayMaxSize(50, { message: 'Too many documents for one booking.' })
  @IsString({ each: true, message: 'Each document id must be text.' })
  @Matches(/^[\w-]{1,64}$/, { each: true, message: 'A document id is not one we gave.' })
  documentIds?: string[];
}

@ArgsType()
export class SlotsArgs {
  @Field(() => Date)
  @IsDate({ message: 'from must be a date and time.' })
  from!: Date;

  @Field(() => Date, { description: 'At most 62 days after `from`.' })
  @IsDate({ message: 'to must be a date and time.' })
  to!: Date;

  @Field({ description: "The visitor's IANA time zone." })
  @Trim()
  @IsTimeZone()
  timeZone!: string;
}

@ArgsType()
export class TokenArgs {
  @Field({ description: 'The token of the link in the confirmation e-mail.' })
  @IsManageToken()
  token!: string;
}

@ArgsType()
export class RescheduleArgs extends TokenArgs {
  @Field(() => Date, { description: 'The new start: an open slot.' })
  @IsDate({ message: 'Start must be a date and time.' })
  start!: Date;
}

@ArgsType()
export class CancelArgs extends TokenArgs {
  @Field(() => String, { nullable: true, description: `Why, up to ${reasonMaxLength} characters.` })
  @TrimToUndefined()
  @IsOptional()
  @IsString(notText('Reason'))
  @MaxLength(reasonMaxLength, tooLong('Reason', reasonMaxLength))
  reason?: string;
}

@ArgsType()
export class MeetingIdArgs {
  @Field(() => ID)
  @IsUUID('all', { message: 'id is not a meeting id.' })
  id!: string;
}

@ArgsType()
export class OwnerMoveArgs extends MeetingIdArgs {
  @Field(() => Date)
  @IsDate({ message: 'Start must be a date and time.' })
  start!: Date;
}

@ArgsType()
export class OwnerCancelArgs extends MeetingIdArgs {
  @Field(() => String, { nullable: true })
  @TrimToUndefined()
  @IsOptional()
  @IsString(notText('Reason'))
  @MaxLength(reasonMaxLength, tooLong('Reason', reasonMaxLength))
  reason?: string;
}

@ArgsType()
export class AgendaArgs {
  @Field(() => Date)
  @IsDate({ message: 'from must be a date and time.' })
  from!: Date;

  @Field(() => Date, { description: 'At most 62 days after `from`.' })
  @IsDate({ message: 'to must be a date and time.' })
  to!: Date;
}
