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
  const subject = aboutPhrase(analysis.plain);
  if (named.length > 0) {
    const services = listOf([...new Set(named)].slice(0, 3));
    return subject ? shorten(`${subject} (${services})`) : services;
  }
  if (subject) return shorten(subject);
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
  return shorten(clause);
}

function shorten(text: string): string {
  if (text.length <= maxTopicLength) return text;
  return `${text.slice(0, maxTopicLength - 1).replace(/\s+\S*$/, '')}…`;
}

/** "... e-mail me about a damage claim": the visitor's own words for the subject. */
export function aboutPhrase(plain: string): string | undefined {
  let text = plain;
  for (const found of [findEmail(text), findPhone(text)])
    if (found) text = text.replace(found, ' ');
  const match =
    /\b(?:about|regarding|concerning)\s+((?:an?|the|my|our|some)\s+)?([^.,;!?\n]{3,60})/i.exec(
      text,
    );
  const words = match?.[2]?.trim();
  if (!words || /^(it|this|that|them|me|us|you)\b/i.test(words)) return undefined;
  const phrase = `${match![1] ?? ''}${words}`.trim();
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}
