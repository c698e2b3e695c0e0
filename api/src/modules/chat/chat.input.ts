import { chatMessageMaxLength } from '@landman/content';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { Trim } from '../../validation/input-transforms';

/**
 * "session" followed by random characters, 16 to 128 characters in all. The browser makes it
 * from at least 128 random bits, so one visitor cannot guess another's session.
 */
export const sessionIdPattern = /^session[A-Za-z0-9_-]{9,121}$/;
const sessionIdRule = {
  message: 'Session id must start with "session" and have 16 to 128 letters, digits, - or _.',
};

@InputType({ description: 'A visitor message. The server marks it isUser: true.' })
export class ChatMessageInput {
  @Field({
    description: 'The chat session id the browser generated ("session" + random characters).',
  })
  @IsString(sessionIdRule)
  @Matches(sessionIdPattern, sessionIdRule)
  sessionId!: string;

  @Field({ description: `Plain text, 1 to ${chatMessageMaxLength} characters after trimming.` })
  @Trim()
  @IsString({ message: 'Message must be text.' })
  @IsNotEmpty({ message: 'Message must not be empty.' })
  @MaxLength(chatMessageMaxLength, {
    message: `Message must be at most ${chatMessageMaxLength.toLocaleString('en-US')} characters.`,
  })
  message!: string;
}

@ArgsType()
export class SessionArgs {
  @Field({ description: 'The chat session id the browser generated.' })
  @IsString(sessionIdRule)
  @Matches(sessionIdPattern, sessionIdRule)
  sessionId!: string;
}

export const isValidSessionId = (value: unknown): value is string =>
  typeof value === 'string' && sessionIdPattern.test(value);
export const sessionIdMessage = sessionIdRule.message;
