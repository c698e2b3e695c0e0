import { quickReplies } from '../assistant/quick-replies';

/**
 * The three quick replies the widget offers beside its greeting, before the visitor has said
 * anything: the assistant's own chips, so each one is a message it understands.
 */
export const openingSuggestions: readonly string[] = [
  quickReplies.services,
  quickReplies.schedule,
  quickReplies.quote,
];
