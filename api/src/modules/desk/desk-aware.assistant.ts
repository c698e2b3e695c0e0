import { type Assistant, type AssistantReply } from '../assistant/assistant.port';

/** What the decorator tells: the assistant failed, or could only point to the human channels. */
export interface CannotHelpListener {
  assistantCouldNotHelp(sessionId: string): Promise<void>;
}

/**
 * Wraps the assistant so the desk hears when it cannot help, without the chat service knowing:
 * a reply that throws, or one the assistant marked `needsPerson` (it could only offer the ways
 * to reach a person).
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
      if (answer.needsPerson) void desk.assistantCouldNotHelp(turn.sessionId);
      return answer;
    },
  };
}
