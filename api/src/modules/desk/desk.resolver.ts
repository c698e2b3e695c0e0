import {
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { type RequestContext } from '../../kernel/request-context';
import { ChatMessage } from '../chat/chat-message.entity';
import { Topic } from '../../events/topics';
import { signedInOwner } from '../owner/auth-checker';
import { DeskChat, DeskEvent } from './desk-chat.types';
import {
  DeskChatsArgs,
  LeadIdArgs,
  LeadsArgs,
  OwnerMessageArgs,
  SessionArgs,
  UpdateLeadArgs,
  UpdateLeadsArgs,
} from './desk.input';
import { DeskChatsService } from './desk-chats.service';
import { HandoffService } from './handoff.service';
import { Lead, LeadConnection } from './lead.types';
import { LeadsService } from './leads.service';

/** The owner's desk. Every operation needs a signed-in owner (ownerAuthChecker). */
@Resolver()
export class DeskResolver {
  constructor(
    private readonly leads: LeadsService,
    private readonly chats: DeskChatsService,
    private readonly handoff: HandoffService,
  ) {}

  @Authorized()
  @Query(() => LeadConnection, { name: 'leads', description: 'Leads, newest first.' })
  leadList(@Args(() => LeadsArgs) args: LeadsArgs): Promise<LeadConnection> {
    return this.leads.list(args);
  }

  @Authorized()
  @Query(() => Lead, {
    nullable: true,
    description: 'One lead, with its chat; opening it marks it read.',
  })
  async lead(@Args(() => LeadIdArgs) { id }: LeadIdArgs): Promise<Lead | null> {
    return (await this.leads.open(id)) ?? null;
  }

  @Authorized()
  @Mutation(() => Lead, { description: "Sets a lead's status and/or note (and marks it read)." })
  updateLead(@Args(() => UpdateLeadArgs) { id, status, note }: UpdateLeadArgs): Promise<Lead> {
    return this.leads.update(id, { status, note });
  }

  @Authorized()
  @Mutation(() => [Lead], {
    description:
      'Sets one status on several leads at once (1 to 100, marking them read); all or none: an id of no lead changes nothing.',
  })
  updateLeads(@Args(() => UpdateLeadsArgs) { ids, status }: UpdateLeadsArgs): Promise<Lead[]> {
    return this.leads.updateMany(ids, status);
  }

  @Authorized()
  @Query(() => [DeskChat], { description: 'Recent chats, those wanting a person first.' })
  deskChats(@Args(() => DeskChatsArgs) { first }: DeskChatsArgs): Promise<DeskChat[]> {
    return this.chats.recent(first);
  }

  @Authorized()
  @Query(() => DeskChat, { nullable: true })
  async deskChat(@Args(() => SessionArgs) { sessionId }: SessionArgs): Promise<DeskChat | null> {
    return (await this.chats.chat(sessionId)) ?? null;
  }

  @Authorized()
  @Mutation(() => DeskChat, {
    description:
      'Enters a chat: the visitor sees "<name> joined the chat." (an ASSISTANT-authored line) and the assistant stays quiet.',
  })
  async joinChat(
    @Args(() => SessionArgs) { sessionId }: SessionArgs,
    @Ctx() context: RequestContext,
  ): Promise<DeskChat> {
    return this.handoff.joinChat(await signedInOwner(context), sessionId);
  }

  @Authorized()
  @Mutation(() => ChatMessage, {
    description:
      "An owner's message (author OWNER) into a visitor's chat, delivered on chatEvents; joins the chat first if needed.",
  })
  async sendOwnerMessage(
    @Args(() => OwnerMessageArgs) { sessionId, message }: OwnerMessageArgs,
    @Ctx() context: RequestContext,
  ): Promise<ChatMessage> {
    return this.handoff.sendOwnerMessage(await signedInOwner(context), sessionId, message);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Leaves a chat: the visitor sees "<name> left the chat." and the assistant answers again. False when no owner was in it.',
  })
  async leaveChat(
    @Args(() => SessionArgs) { sessionId }: SessionArgs,
    @Ctx() context: RequestContext,
  ): Promise<boolean> {
    return this.handoff.leaveChat(await signedInOwner(context), sessionId);
  }

  @Authorized()
  @Subscription(() => DeskEvent, {
    topics: Topic.DeskEvents,
    description:
      'New leads, visitors asking for a person, and visitor messages in joined chats. The WebSocket upgrade must carry the session cookie.',
  })
  deskEvents(@Root() event: DeskEvent): DeskEvent {
    return event;
  }
}

@Resolver(() => Lead)
export class LeadResolver {
  constructor(private readonly leads: LeadsService) {}

  @FieldResolver(() => [ChatMessage], {
    description: 'The chat behind the lead, oldest first ([] for a form lead).',
  })
  conversation(@Root() lead: Lead): Promise<ChatMessage[]> {
    return lead.conversation
      ? Promise.resolve(lead.conversation)
      : this.leads.conversation(lead.sessionId);
  }

  @FieldResolver(() => [Lead], {
    description:
      "The same person's other requests: leads with the same e-mail or phone number, newest first (at most 20).",
  })
  sameContact(@Root() lead: Lead): Promise<Lead[]> {
    return this.leads.sameContact(lead);
  }
}

@Resolver(() => DeskChat)
export class DeskChatResolver {
  constructor(private readonly chats: DeskChatsService) {}

  @FieldResolver(() => [ChatMessage], {
    description: 'The messages, oldest first (the newest 500).',
  })
  messages(@Root() chat: DeskChat): Promise<ChatMessage[]> {
    return this.chats.messagesOf(chat.sessionId);
  }
}
