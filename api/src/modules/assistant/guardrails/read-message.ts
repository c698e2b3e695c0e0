import type { ServiceSlug } from '@landman/content';

/**
 * What a guardrail reads of a message: its normalised text and the services it names. A
 * structural type, so guardrails sit below the message analyser (entities/) and any analysis fits.
 */
export interface ReadMessage {
  /** Normalised, spell-corrected text (lower case, no punctuation). */
  text: string;
  entities: { services: readonly ServiceSlug[] };
}
