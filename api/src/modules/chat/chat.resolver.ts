import { chatSessionIdMessage, isChatSessionId } from '@landman/content';
import { GraphQLError } from 'graphql';
import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { type RequestContext } from '../../kernel/request-context';
import { ChatEvent } from './chat-event.type';
import { ChatMessage } from './chat-message.entity';
import { ChatMessageInput, RateReplyArgs, SessionArgs } from './chat.input';
import { Topic } from '../../events/topics';
import { type ChatEventPayload } from './chat-event.type';
import { ChatService } from './chat.service';
import { openingSuggestions } from './opening-suggestions';
import { isRateableReply } from './rateable-reply';

@Resolver(() => ChatMessage)
export class ChatResolver {
  constructor(private readonly chat: ChatService) {}

  @FieldResolver(() => Boolean, {
    description:
      "An assistant reply that answers (from the site's pages or a taught answer): the widget offers helpful / not helpful under it, and under no other message (questions back, flow steps, greetings).",
  })
  rateable(@Root() message: ChatMessage): boolean {
    return isRateableReply(message);
  }

  @Query(() => [String], {
    description:
      'The quick replies the widget shows with its greeting when a chat opens empty (three, each one the assistant understands).',
  })
  chatOpeningSuggestions(): readonly string[] {
    return openingSuggestions;
  }

  @Query(() => [ChatMessage], { description: "A session's messages, oldest first." })
  chatMessages(
    @Args(() => SessionArgs) { sessionId }: SessionArgs,
    @Ctx() context: RequestContext,
  ): Promise<ChatMessage[]> {
    return this.chat.list(sessionId, { clientIp: context.clientIp });
  }

  @Mutation(() => ChatMessage, {
    description:
      "Sends a visitor message and returns it as stored. The assistant's reply arrives on chatEvents.",
  })
  async sendChatMessage(
    @Arg('input', () => ChatMessageInput) input: ChatMessageInput,
    @Ctx() context: RequestContext,
  ): Promise<ChatMessage> {
    // Over the limit, RateLimitedError becomes TOO_MANY_REQUESTS (kernel/http/service-errors.ts).
    return this.chat.send(input, { clientIp: context.clientIp, userAgent: context.userAgent });
  }

  @Mutation(() => ChatMessage, {
    description:
      'Visitor: vote on one assistant reply of their own session (changeable; rate limited like chat).',
  })
  rateReply(
    @Args(() => RateReplyArgs) args: RateReplyArgs,
    @Ctx() context: RequestContext,
  ): Promise<ChatMessage> {
    // Another session's reply is NOT_FOUND (kernel/http/service-errors.ts): its existence is not told.
    return this.chat.rate(args, { clientIp: context.clientIp });
  }

  @Subscription(() => ChatEvent, {
    topics: Topic.ChatEvents,
    // The topic id is the session: a subscriber only ever sees its own session's events.
    topicId: ({ args }) => {
      if (!isChatSessionId(args.sessionId)) {
        throw new GraphQLError(chatSessionIdMessage, {
          extensions: { code: 'BAD_USER_INPUT', fields: { sessionId: chatSessionIdMessage } },
        });
      }
      return args.sessionId;
    },
    description: 'Messages, typing state, streamed text and errors of one chat session.',
  })
  chatEvents(
    @Root() event: ChatEventPayload,
    @Args(() => SessionArgs) _session: SessionArgs,
  ): ChatEventPayload {
    return event;
  }
}
