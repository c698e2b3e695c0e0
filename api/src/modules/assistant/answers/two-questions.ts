import { dedupeLinks, type Draft } from './draft';

/** A question of its own: a few words ending in a question mark. */
const minWords = 4;

/**
 * "How long does a lease check take? And do you work in Lea County?": the questions of one
 * message, each a sentence ending with "?" and long enough to stand alone. One question (or none)
 * gives an empty list: the message is answered whole.
 */
export function questionsIn(plain: string): string[] {
  const parts = plain
    .split(/(?<=\?)\s+/)
    .flatMap(joinedQuestions)
    .map((part) => part.replace(/^(and|also|plus|oh and|one more thing)[,:]?\s+/i, '').trim())
    .filter(Boolean);
  const questions = parts.filter(
    (part) => part.endsWith('?') && part.split(/\s+/).length >= minWords,
  );
  return questions.length >= 2 && questions.length === parts.length ? questions : [];
}

const questionWord =
  '(?:do|does|did|can|could|is|are|was|were|how|what|whats|when|where|which|who|will|would|should)';
/** ", and do you ...", " and also how ...": where a second question is joined to the first. */
const joint = new RegExp(`,?\\s+(?:and|and also|also|plus)\\s+(?=${questionWord}\\b)`, 'i');
const opensQuestion = new RegExp(`^${questionWord}\\b`, 'i');

/**
 * "How long does a lease check take, and do you work in Lea County?": one sentence joining two
 * questions, each of which opens with a question's word, is two questions. What the visitor
 * wrote before that sentence ("Got the title opinion back with 40 requirements. Can you take
 * the curative and what's a realistic timeline?") stays with the first.
 */
function joinedQuestions(part: string): string[] {
  if (!part.endsWith('?')) return [part];
  const cut = Math.max(part.lastIndexOf('. '), part.lastIndexOf('! '));
  const sentence = (cut >= 0 ? part.slice(cut + 2) : part).trim();
  if (!opensQuestion.test(sentence)) return [part];
  const match = joint.exec(sentence);
  if (!match) return [part];
  const before = part.slice(0, part.length - sentence.length);
  const first = `${before}${sentence.slice(0, match.index).trim()}?`;
  const second = sentence.slice(match.index + match[0].length).trim();
  const long = (text: string) => text.split(/\s+/).length >= minWords;
  return long(sentence.slice(0, match.index)) && long(second) ? [first, second] : [part];
}

/**
 * Two answers in one reply, each in its own paragraph, when they say different things; links
 * and suggestions from both. The reply is as sure as its least sure part.
 */
export function bothAnswers(first: Draft, second: Draft): Draft | undefined {
  const a = first.reply.message.trim();
  const b = second.reply.message.trim();
  if (a === b || a.includes(b) || b.includes(a)) return undefined;
  const confidence = Math.min(first.confidence ?? 1, second.confidence ?? 1);
  return {
    ...first,
    reply: {
      ...first.reply,
      message: `${a}\n\n${b}`,
      links: dedupeLinks([...(first.reply.links ?? []), ...(second.reply.links ?? [])]),
      suggestions: first.reply.suggestions ?? second.reply.suggestions,
      ...(first.reply.needsPerson || second.reply.needsPerson ? { needsPerson: true } : {}),
      ...(first.reply.weak || second.reply.weak ? { weak: true } : {}),
    },
    grounding: [...(first.grounding ?? []), ...(second.grounding ?? [])],
    facts: [...(first.facts ?? []), ...(second.facts ?? [])],
    ...(first.confidence !== undefined || second.confidence !== undefined ? { confidence } : {}),
  };
}
