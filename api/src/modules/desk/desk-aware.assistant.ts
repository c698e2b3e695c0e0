import { type Assistant, type AssistantReply } from '../assistant/assistant.port';

/** What the decorator tells: the assistant failed, or the visitor asked for a person. */
export interface CannotHelpListener {
  assistantCouldNotHelp(sessionId: string): Promise<void>;
}

/**
 * Wraps the assistant so the desk hears when a person is needed, without the chat service
 * knowing: a reply that throws, or one the assistant marked `wantsPerson` (the visitor asked for
 * a person or is clearly unhappy; the desk keeps the first one per chat).
 */
export function deskAwareAssistant(assistant: Assistant, desk: CannotHelpListener): Assistant {
  return {
    reply: async (turn, stream): Promise<AssistantReply> => {
      let answer: AssistantReply;
      try {
        answer = await assistant.reply(turn, stream);
      } catch (error) {
        void desk.assistantCouldNotHelp(turn.sessionId);
        throw error;
      }
      if (answer.wantsPerson) void desk.assistantCouldNotHelp(turn.sessionId);
      return answer;
    },
  };
}
