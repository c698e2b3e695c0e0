import { Field, ObjectType } from 'type-graphql';
import { type DataSource } from 'typeorm';
import { type RateLimiter } from '../../rate-limit/rate-limiter';
import { InputValidationError } from '../../validation/input-validation.error';
import { SessionLeads } from '../contact/session-leads';
import { type LeadChannel } from '../contact/lead-channel';
import { type ChatMails } from './chat-mails';

@ObjectType({ description: "The visitor's copy of their chat, queued for e-mail." })
export class ChatTranscriptMail {
  @Field({ description: 'The address it goes to: the one the visitor gave in this chat.' })
  sentTo!: string;

  @Field({ description: 'It had been asked for before: a chat gets one copy.' })
  alreadyQueued!: boolean;
}

export const noAddressInChat =
  'No e-mail address was given in this chat. Leave a message or a request with one first.';

/**
 * The leads a chat itself made, from what the visitor wrote in it (the assistant's requests, a
 * message left while nobody was at the desk). A booking names a chat session too, but its
 * address was typed into the booking, by whoever knew or made up that session: not one the
 * chat was given.
 */
const chatMadeChannels = [
  'chat_booking',
  'chat_quote',
  'chat_message',
] as const satisfies readonly LeadChannel[];

/**
 * The visitor asks for their chat by e-mail (the widget's button under a message taken while
 * nobody was at the desk, or any request left with an e-mail). It goes only to the address the
 * visitor gave in that same chat (its latest chat-made lead's), one copy per chat, through the
 * outbox, and at most CHAT_TRANSCRIPTS_PER_CLIENT_PER_HOUR per client address.
 */
export class ChatTranscripts {
  private readonly leads: SessionLeads;

  constructor(
    dataSource: DataSource,
    private readonly outbox: Pick<ChatMails, 'queueChatTranscript'>,
    private readonly clientLimit: RateLimiter,
  ) {
    this.leads = new SessionLeads(dataSource);
  }

  async request(sessionId: string, clientIp: string | undefined): Promise<ChatTranscriptMail> {
    await this.clientLimit.consume(clientIp ?? 'unknown');
    const address = await this.leads.latestAddress(sessionId, chatMadeChannels);
    if (!address) throw new InputValidationError({ sessionId: noAddressInChat });
    const queued = await this.outbox.queueChatTranscript(sessionId, address);
    return { sentTo: address, alreadyQueued: !queued };
  }
}
