import {
  contactEmailMessage,
  contactEmailPattern,
  contactLimits,
  contactLocationOptions,
  contactPhonePattern,
  contactServiceOptions,
} from '@landman/content';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { Trim, TrimToUndefined } from '../../validation/input-transforms';
import { MatchesWithin } from '../../validation/matches-within';
import { SingleLine } from '../../validation/single-line';
import { notText, phoneFormat, tooLong } from './contact-field.messages';

export const noWayToReplyMessage = 'An e-mail address or a phone number is required.';

/**
 * A request the chat assistant collected. Unlike the public form (ContactInput, which requires
 * an e-mail), a chat visitor may leave only a phone number or only an e-mail, never neither;
 * each is checked with the same shared patterns the form uses. Internal: not in the schema.
 */
export class ChatLeadInput {
  @Trim()
  @IsString(notText('Name'))
  @SingleLine('Name')
  @IsNotEmpty({ message: 'Name is required.' })
  @MaxLength(contactLimits.name, tooLong('Name', contactLimits.name))
  name!: string;

  // Checked when given, and when there is no phone either (then "missing" is the problem).
  @TrimToUndefined()
  @ValidateIf((lead: ChatLeadInput) => lead.email !== undefined || lead.phone === undefined)
  @IsString(notText('Email'))
  @SingleLine('Email')
  @IsNotEmpty({ message: noWayToReplyMessage })
  @MaxLength(contactLimits.email, tooLong('Email', contactLimits.email))
  @MatchesWithin(contactEmailPattern, contactLimits.email, { message: contactEmailMessage })
  email?: string;

  @TrimToUndefined()
  @IsOptional()
  @IsString(notText('Phone'))
  @SingleLine('Phone')
  @MaxLength(contactLimits.phone, tooLong('Phone', contactLimits.phone))
  @MatchesWithin(contactPhonePattern, contactLimits.phone, phoneFormat)
  phone?: string;

  @Trim()
  @IsString(notText('Project details'))
  @IsNotEmpty({ message: 'Project details are required.' })
  @MaxLength(contactLimits.message, tooLong('Project details', contactLimits.message))
  message!: string;

  @TrimToUndefined()
  @IsOptional()
  @IsIn(contactServiceOptions, { message: 'Service must be one of the listed services.' })
  service?: string;

  @TrimToUndefined()
  @IsOptional()
  @IsIn(contactLocationOptions, { message: 'Location must be one of the listed locations.' })
  location?: string;
}
