import { chatSessionIdMessage, isChatSessionId } from '@landman/content';
import { GraphQLError } from 'graphql';
import { Arg, Args, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { type GraphQLContext } from '../../graphql/context';
import { ChatEvent } from './chat-event.type';
import { ChatMessage } from './chat-message.entity';
import { ChatMessageInput, SessionArgs } from './chat.input';
import { type ChatEventPayload, Topic } from './chat.pubsub';
import { ChatRateLimitedError } from './chat-rate-limiter';
import { ChatClosingError, ChatService } from './chat.service';

@Resolver(() => ChatMessage)
export class ChatResolver {
  constructor(private readonly chat: ChatService) {}

  @Query(() => [ChatMessage], { description: "A session's messages, oldest first." })
  chatMessages(@Args(() => SessionArgs) { sessionId }: SessionArgs): Promise<ChatMessage[]> {
    return this.chat.list(sessionId);
  }

  @Mutation(() => ChatMessage, {
    description:
      "Sends a visitor message and returns it as stored. The assistant's reply arrives on chatEvents.",
  })
  async sendChatMessage(
    @Arg('input', () => ChatMessageInput) input: ChatMessageInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ChatMessage> {
    try {
      return await this.chat.send(input, { clientIp: context.clientIp });
    } catch (error) {
      if (error instanceof ChatRateLimitedError) {
        throw new GraphQLError(error.message, {
          extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: error.retryAfterSeconds },
        });
      }
      if (error instanceof ChatClosingError) {
        throw new GraphQLError(error.message, {
          extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } },
        });
      }
      throw error;
    }
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
