import { chatSessionIdMessage, isChatSessionId } from '@landman/content';
import { GraphQLError } from 'graphql';
import { Arg, Args, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { type GraphQLContext } from '../../graphql/context';
import { ChatEvent } from './chat-event.type';
import { ChatMessage } from './chat-message.entity';
import { ChatMessageInput, RateReplyArgs, SessionArgs } from './chat.input';
import { Topic } from '../../events/topics';
import { type ChatEventPayload } from './chat-event.type';
import { ChatService } from './chat.service';

@Resolver(() => ChatMessage)
export class ChatResolver {
  constructor(private readonly chat: ChatService) {}

  @Query(() => [ChatMessage], { description: "A session's messages, oldest first." })
  chatMessages(
    @Args(() => SessionArgs) { sessionId }: SessionArgs,
    @Ctx() context: GraphQLContext,
  ): Promise<ChatMessage[]> {
    return this.chat.list(sessionId, { clientIp: context.clientIp });
  }

  @Mutation(() => ChatMessage, {
    description:
      "Sends a visitor message and returns it as stored. The assistant's reply arrives on chatEvents.",
  })
  async sendChatMessage(
    @Arg('input', () => ChatMessageInput) input: ChatMessageInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ChatMessage> {
    // Over the limit, RateLimitedError becomes TOO_MANY_REQUESTS (graphql/service-errors.ts).
    return this.chat.send(input, { clientIp: context.clientIp });
  }

  @Mutation(() => ChatMessage, {
    description:
      'Visitor: vote on one assistant reply of their own session (changeable; rate limited like chat).',
  })
  rateReply(
    @Args(() => RateReplyArgs) args: RateReplyArgs,
    @Ctx() context: GraphQLContext,
  ): Promise<ChatMessage> {
    // Another session's reply is NOT_FOUND (http/service-errors.ts): its existence is not told.
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
