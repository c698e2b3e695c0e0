import {
  chatMessageMaxLength,
  chatSessionIdMessage,
  isChatSessionId,
  isSitePath,
  sitePathMessage,
} from '@landman/content';
import {
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { Trim, TrimToUndefined } from '../../validation/input-transforms';
import { IsTimeZone } from '../../validation/time-zone';

/** The browser's session id format (content/src/chat-session-id.ts), on every way in. */
const IsChatSessionId = () =>
  ValidateBy({
    name: 'isChatSessionId',
    validator: { validate: isChatSessionId, defaultMessage: () => chatSessionIdMessage },
  });

/**
 * A chat message's text, on every way in (the visitor's, the owner's): trimmed, 1 to
 * chatMessageMaxLength characters. Decorators apply bottom-up, so the list is reversed to keep
 * the validation order of the stacked form.
 */
export function ChatMessageText(): PropertyDecorator {
  const decorators: PropertyDecorator[] = [
    Field({ description: `Plain text, 1 to ${chatMessageMaxLength} characters after trimming.` }),
    Trim(),
    IsString({ message: 'Message must be text.' }),
    IsNotEmpty({ message: 'Message must not be empty.' }),
    MaxLength(chatMessageMaxLength, {
      message: `Message must be at most ${chatMessageMaxLength.toLocaleString('en-US')} characters.`,
    }),
  ];
  return (target, key) => {
    for (const decorate of [...decorators].reverse()) decorate(target, key);
  };
}

@InputType({ description: 'A visitor message. The server marks it isUser: true.' })
export class ChatMessageInput {
  @Field({
    description:
      'The chat session id the browser generated: "session", optionally a timestamp, then ' +
      'letters and digits carrying at least 128 random bits (ours: "session_" + 32 hex digits).',
  })
  @IsChatSessionId()
  sessionId!: string;

  @ChatMessageText()
  message!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The visitor's IANA time zone (the browser's), so times the assistant offers and confirms " +
      "are in the visitor's own clock. Without it the consultant's zone is used.",
  })
  @TrimToUndefined()
  @IsOptional()
  @IsTimeZone()
  timeZone?: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The site path of the page the visitor is on ("/services/title-research"): the desk shows where a chat started.',
  })
  @IsOptional()
  @ValidateBy({
    name: 'isSitePath',
    validator: { validate: isSitePath, defaultMessage: () => sitePathMessage },
  })
  page?: string | null;
}

@ArgsType()
export class SessionArgs {
  @Field({ description: 'The chat session id the browser generated.' })
  @IsChatSessionId()
  sessionId!: string;
}

@ArgsType()
export class RateReplyArgs {
  @Field({ description: "The visitor's chat session id: only its own replies can be rated." })
  @IsChatSessionId()
  sessionId!: string;

  @Field(() => ID, { description: 'The id of an assistant reply in that session.' })
  @IsUUID('all', { message: 'messageId must be the id of a chat message.' })
  messageId!: string;

  @Field({ description: 'True: the reply helped; false: it did not.' })
  @IsBoolean({ message: 'helpful must be true or false.' })
  helpful!: boolean;
}
