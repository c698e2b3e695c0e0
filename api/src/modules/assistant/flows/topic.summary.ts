import { servicePage } from '@landman/content';
import { listOf } from '../answers/draft';
import type { MessageAnalysis } from '../entities/message.analyzer';
import { findEmail, findPhone } from './contact-details.parser';

const maxTopicLength = 80;

/**
 * The topic of a request as a short summary, never the visitor's whole message: the services
 * and terms it names ("Estate & Heirship, division orders"), or else its first clause with
 * contact details, ages and greetings taken out.
 */
export function topicSummary(analysis: MessageAnalysis): string {
  const named = [
    ...analysis.entities.services.map((s) => servicePage(s).name),
    ...analysis.jargon.map((j) => j.label),
  ];
  if (named.length > 0) return listOf([...new Set(named)].slice(0, 3));
  let text = analysis.plain;
  for (const found of [findEmail(text), findPhone(text)])
    if (found) text = text.replace(found, ' ');
  const clause =
    text
      .replace(/^\s*(hi|hello|hey|good (morning|afternoon|evening))\b[\s,!.]*/i, '')
      .replace(
        /\b([Ii](?:'|’)?m|I am|[Mm]y name is|[Tt]his is)\s+[A-Z][a-z]+(\s+[A-Z][a-z]+)?[,.]?/g,
        ' ',
      )
      .replace(/\b\d{2,3}(?:\s*(?:years old|yo))?\s*,/gi, ' ')
      .split(/[.!?;\n]/)
      .map((s) => s.replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, ''))
      .find((s) => s.length > 0) ?? '';
  if (clause.length <= maxTopicLength) return clause;
  return `${clause.slice(0, maxTopicLength - 1).replace(/\s+\S*$/, '')}…`;
}
