import type { MessageAnalysis } from '../entities/message.analyzer';
import type { Understanding } from '../intents/understanding';
import type { KnowledgeBase } from '../knowledge/knowledge.base';

/** What an answer needs: the visitor's message, read once, what it was understood to mean, and the site's knowledge base. */
export interface AnswerContext {
  analysis: MessageAnalysis;
  understood: Understanding;
  kb: KnowledgeBase;
}
