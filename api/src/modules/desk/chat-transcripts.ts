import { Field, ObjectType } from 'type-graphql';
import { type DataSource } from 'typeorm';
import { type RateLimiter } from '../../rate-limit/rate-limiter';
import { InputValidationError } from '../../validation/input-validation.error';
import { type LeadOutbox } from '../lead-delivery/lead-outbox';

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
 * The visitor asks for their chat by e-mail (the widget's button under a message taken while
 * nobody was at the desk, or any request left with an e-mail). It goes only to the address the
 * visitor gave in that same chat (its latest lead's), one copy per chat, through the outbox,
 * and at most CHAT_TRANSCRIPTS_PER_CLIENT_PER_HOUR per client address.
 */
export class ChatTranscripts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Pick<LeadOutbox, 'queueChatTranscript'>,
    private readonly clientLimit: RateLimiter,
  ) {}

  async request(sessionId: string, clientIp: string | undefined): Promise<ChatTranscriptMail> {
    await this.clientLimit.consume(clientIp ?? 'unknown');
    const rows: { email: string }[] = await this.dataSource.query(
      `SELECT email FROM contacts
       WHERE session_id = $1 AND email IS NOT NULL
       ORDER BY created_at DESC LIMIT 1`,
      [sessionId],
    );
    const address = rows[0]?.email;
    if (!address) throw new InputValidationError({ sessionId: noAddressInChat });
    const queued = await this.outbox.queueChatTranscript(sessionId, address);
    return { sentTo: address, alreadyQueued: !queued };
  }
}
