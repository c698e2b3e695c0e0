import { type DataSource, type Repository } from 'typeorm';
import { type Logger } from '../../logger';
import { RateLimitedError } from '../../rate-limit/rate-limited.error';
import { InputValidationError } from '../../validation/input-validation.error';
import { validateInput } from '../../validation/validate-input';
import { type Assistant, type AssistantReply } from '../assistant/assistant.port';
import { quickReplies } from '../assistant/quick-replies';
import { ChatLeadInput } from '../contact/chat-lead.input';
import { type ContactService } from '../contact/contact.service';
import {
  answerAwayStep,
  awayLines,
  startAwayMessage,
  cancelReply,
  type AwayDetails,
  type AwayMessageState,
  type AwayStep,
} from './away-message.steps';
import { DeskChatState } from './desk-chat.entity';
import { type OwnerPresence } from './handoff.service';

export interface AwayMessagesOptions {
  /** An owner whose desk session was used this recently is at the desk (handoff's window). */
  presenceWindowMs: number;
}

/** Which step of the lead a refused detail sends the visitor back to. */
const stepOfField: Record<string, AwayStep> = {
  name: 'name',
  email: 'contact',
  phone: 'contact',
  message: 'message',
};

const afterwards = [quickReplies.schedule, quickReplies.services];

/**
 * Away mode: a visitor asks for a person while no owner is at the desk (no desk session used
 * within the presence window; the sessions live in the database, so every instance agrees), or
 * while the owner in the chat has left them unanswered. The chat then takes a message itself:
 * name, a phone number or e-mail, the message; it becomes a lead (channel `chat_message`), whose
 * consultant e-mail carries the conversation. The step a visitor is on is kept in desk_chats,
 * so any instance takes the next answer.
 */
export class AwayMessages {
  private readonly states: Repository<DeskChatState>;

  constructor(
    dataSource: DataSource,
    private readonly presence: OwnerPresence,
    private readonly contacts: Pick<ContactService, 'createFromChat'>,
    private readonly logger: Logger,
    private readonly options: AwayMessagesOptions,
  ) {
    this.states = dataSource.getRepository(DeskChatState);
  }

  /** The reply to a visitor's answer while a message is being taken; undefined otherwise. */
  async continue(sessionId: string, text: string): Promise<AssistantReply | undefined> {
    const state = (await this.states.findOneBy({ sessionId }))?.awayMessage;
    if (!state) return undefined;
    const turn = answerAwayStep(state, text);
    if (turn.kind === 'cancelled') {
      await this.save(sessionId, null);
      return { message: turn.say, suggestions: afterwards };
    }
    if (turn.kind === 'ask') {
      await this.save(sessionId, turn.state);
      return { message: turn.say, suggestions: [cancelReply] };
    }
    return this.store(sessionId, state, turn.details);
  }

  /**
   * The assistant's reply to a request for a person: when nobody is at the desk, says so and
   * asks for the first detail of a message instead. Never rejects: on a failure the
   * assistant's own reply (how to reach the consultant) stands.
   */
  async takeIfAway(sessionId: string, reply: AssistantReply): Promise<AssistantReply> {
    try {
      const chat = await this.states.findOneBy({ sessionId });
      const ownerInChat = !!chat?.ownerId && !chat.assistantResumed;
      if (ownerInChat) return reply;
      if (await this.presence.ownerActiveWithin(this.options.presenceWindowMs)) return reply;
      // What the visitor already gave in the chat is said back, never asked for again.
      const start = startAwayMessage(reply.visitorDetails);
      await this.save(sessionId, start.state);
      return {
        message: start.say,
        suggestions: [cancelReply],
        ...(reply.wantsPerson ? { wantsPerson: true } : {}),
      };
    } catch (error) {
      this.logger.error(
        `Desk: could not start taking a message in ${sessionId.slice(0, 16)}...`,
        error,
      );
      return reply;
    }
  }

  private async store(
    sessionId: string,
    state: AwayMessageState,
    details: AwayDetails,
  ): Promise<AssistantReply> {
    try {
      const input = await validateInput(ChatLeadInput, details);
      await this.contacts.createFromChat(input, { via: 'chat', sessionId, kind: 'message' });
    } catch (error) {
      if (error instanceof InputValidationError) {
        // The contact form's rules refused a detail the step let through: ask for it again.
        const [field, problem] = Object.entries(error.fields)[0] ?? [];
        const step = stepOfField[field ?? ''] ?? 'message';
        await this.save(sessionId, { ...state, step });
        const ask =
          step === 'name'
            ? "What's your name?"
            : step === 'contact'
              ? 'How can you be reached?'
              : awayLines.askMessage;
        return { message: `${problem ?? error.message} ${ask}`, suggestions: [cancelReply] };
      }
      if (error instanceof RateLimitedError) {
        await this.save(sessionId, null);
        return { message: error.message, suggestions: afterwards };
      }
      this.logger.error(
        `Desk: could not store the message taken in ${sessionId.slice(0, 16)}...`,
        error,
      );
      return {
        message: `Sorry, I couldn't pass your message on just now. Please send it again in a moment.`,
        suggestions: [cancelReply],
      };
    }
    await this.save(sessionId, null);
    return {
      message: awayLines.taken(details),
      suggestions: afterwards,
      ...(details.email
        ? { actions: [{ kind: 'email-transcript' as const, label: 'E-mail me this conversation' }] }
        : {}),
    };
  }

  private async save(sessionId: string, state: AwayMessageState | null): Promise<void> {
    await this.states.upsert({ sessionId, awayMessage: state }, ['sessionId']);
  }
}

/**
 * Wraps the assistant: while a message is being taken the visitor's answers go to it, not to
 * the assistant; a reply marked wantsPerson (the visitor asked for a person) starts taking one
 * when nobody is at the desk.
 */
export function awayModeAssistant(assistant: Assistant, away: AwayMessages): Assistant {
  return {
    reply: async (turn, stream): Promise<AssistantReply> => {
      const taken = await away.continue(turn.sessionId, turn.message);
      if (taken) return taken;
      const answer = await assistant.reply(turn, stream);
      return answer.wantsPerson ? away.takeIfAway(turn.sessionId, answer) : answer;
    },
  };
}
