import {
  contactEmailMessage,
  contactEmailPattern,
  contactLimits,
  contactLocationOptions,
  contactPhonePattern,
  contactServiceOptions,
  toolSlugs,
} from '@landman/content';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { Trim, TrimToUndefined } from '../../validation/input-transforms';
import { MatchesWithin } from '../../validation/matches-within';
import { SingleLine } from '../../validation/single-line';
import { notText, phoneFormat, tooLong } from './contact-field.messages';

@InputType({ description: 'The contact form. Empty optional fields are stored as null.' })
export class ContactInput {
  @Field({ description: `Full name, up to ${contactLimits.name} characters.` })
  @Trim()
  @IsString(notText('Name'))
  @SingleLine('Name')
  @IsNotEmpty({ message: 'Name is required.' })
  @MaxLength(contactLimits.name, tooLong('Name', contactLimits.name))
  name!: string;

  @Field({ description: 'Email address to reply to.' })
  @Trim()
  @IsString(notText('Email'))
  @SingleLine('Email')
  @IsNotEmpty({ message: 'Email is required.' })
  @MaxLength(contactLimits.email, tooLong('Email', contactLimits.email))
  // The browser's form checks the same shared rule, so neither side refuses what the other takes.
  @MatchesWithin(contactEmailPattern, contactLimits.email, { message: contactEmailMessage })
  email!: string;

  @Field(() => String, {
    nullable: true,
    description: `Phone number, up to ${contactLimits.phone} characters.`,
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString(notText('Phone'))
  @SingleLine('Phone')
  @MaxLength(contactLimits.phone, tooLong('Phone', contactLimits.phone))
  @MatchesWithin(contactPhonePattern, contactLimits.phone, phoneFormat)
  phone?: string;

  @Field(() => String, {
    nullable: true,
    description: `Company, up to ${contactLimits.company} characters.`,
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString(notText('Company'))
  @SingleLine('Company')
  @MaxLength(contactLimits.company, tooLong('Company', contactLimits.company))
  company?: string;

  @Field({ description: `Project details, up to ${contactLimits.message} characters.` })
  @Trim()
  @IsString(notText('Project details'))
  @IsNotEmpty({ message: 'Project details are required.' })
  @MaxLength(contactLimits.message, tooLong('Project details', contactLimits.message))
  message!: string;

  @Field(() => String, {
    nullable: true,
    description: `One of: ${contactServiceOptions.join(', ')}.`,
  })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(contactServiceOptions, { message: 'Service must be one of the listed services.' })
  service?: string;

  @Field(() => String, {
    nullable: true,
    description: `One of: ${contactLocationOptions.join(', ')}.`,
  })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(contactLocationOptions, { message: 'Location must be one of the listed locations.' })
  location?: string;

  @Field(() => String, {
    nullable: true,
    description: `The owner tool the request was sent from ("Send this to ..."), if any. One of: ${toolSlugs.join(', ')}.`,
  })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(toolSlugs, { message: 'Tool must be one of the tools on this site.' })
  tool?: string;

  /**
   * The form's honeypot: an input people never see, so a value means a bot filled it. The
   * service answers as if it stored the request and stores nothing. Its name is deliberately
   * dull, so neither bots nor the browser's autofill take it for a field to skip or to fill.
   */
  @Field(() => String, { nullable: true, description: 'Reserved. Leave empty.' })
  @TrimToUndefined()
  @IsOptional()
  @IsString(notText('Reference code'))
  @SingleLine('Reference code')
  referenceCode?: string;

  /**
   * The contact form's timestamp token (GET /api/contacts/form-token, fetched when the form
   * opens): it proves how long the form was open. Optional; API clients need not send one.
   */
  @Field(() => String, {
    nullable: true,
    description: 'Optional token from GET /api/contacts/form-token (the website form sends it).',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString(notText('Form token'))
  @SingleLine('Form token')
  @MaxLength(100, tooLong('Form token', 100))
  formToken?: string;

  /**
   * Documents sent with the request: the ids POST /api/documents answered. Each is attached to
   * this lead and to no other; an unknown, expired or already-sent id refuses the request.
   */
  @Field(() => [ID], {
    nullable: true,
    description: 'Ids from POST /api/documents, to send those documents with this request.',
  })
  @IsOptional()
  @IsArray({ message: 'documentIds must be a list of document ids.' })
  @ArrayMaxSize(50, { message: 'Too many documents for one request.' })
  @IsString({ each: true, message: 'Each document id must be text.' })
  @Matches(/^[\w-]{1,64}$/, { each: true, message: 'A document id is not one we gave.' })
  documentIds?: string[];
}
