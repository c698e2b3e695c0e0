import { Args, Ctx, Mutation, Resolver } from 'type-graphql';
import { type RequestContext } from '../../kernel/request-context';
import { SessionArgs } from '../chat/chat.input';
import { ChatTranscriptMail, ChatTranscripts } from './chat-transcripts';

/** The visitor's side of away mode: their chat by e-mail. Public (the session id is the key). */
@Resolver()
export class ChatTranscriptResolver {
  constructor(private readonly transcripts: ChatTranscripts) {}

  @Mutation(() => ChatTranscriptMail, {
    description:
      'E-mails the chat to the address the visitor gave in it (one copy per chat, rate limited per client address). BAD_USER_INPUT when the chat holds no address.',
  })
  emailChatTranscript(
    @Args(() => SessionArgs) { sessionId }: SessionArgs,
    @Ctx() context: RequestContext,
  ): Promise<ChatTranscriptMail> {
    return this.transcripts.request(sessionId, context.clientIp);
  }
}
