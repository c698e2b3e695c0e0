import type { MessageAnalysis } from '../entities/message.analyzer';
import type { KnowledgeBase } from '../knowledge/knowledge.base';

/** What an answer needs: the visitor's message, read once, and the site's knowledge base. */
export interface AnswerContext {
  analysis: MessageAnalysis;
  kb: KnowledgeBase;
}
