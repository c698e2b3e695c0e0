import { type Assistant, type AssistantReply } from '../assistant/assistant.port';

/** What the decorator tells: the visitor asked for a person. */
export interface CannotHelpListener {
  assistantCouldNotHelp(sessionId: string): Promise<void>;
}

/**
 * Wraps the assistant so the desk hears when a person is wanted, without the chat service
 * knowing: a reply the assistant marked `wantsPerson` (the visitor asked for a person or is
 * clearly unhappy; the desk keeps the first one per chat). A reply that could not help
 * (`needsPerson`) or that failed is no request for a person and raises nothing.
 */
export function deskAwareAssistant(assistant: Assistant, desk: CannotHelpListener): Assistant {
  return {
    reply: async (turn, stream): Promise<AssistantReply> => {
      const answer = await assistant.reply(turn, stream);
      if (answer.wantsPerson) void desk.assistantCouldNotHelp(turn.sessionId);
      return answer;
    },
  };
}
