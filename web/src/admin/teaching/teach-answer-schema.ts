import { isKnownPath } from '@landman/content';
import { array, object, string, type InferType } from 'yup';

/** The API's limits (TeachAnswerInput), checked here first so the owner sees them at once. */
export const teachLimits = {
  answerMax: 2000,
  questionsMax: 50,
  questionMin: 3,
  questionMax: 300,
} as const;

/** A path on this site with an optional #section: /services/title-curative#what-you-get. */
const sitePathPattern = /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/;

const question = string()
  .trim()
  .required('Write the question, or remove this line.')
  .min(teachLimits.questionMin, `At least ${teachLimits.questionMin} characters.`)
  .max(teachLimits.questionMax, `At most ${teachLimits.questionMax} characters.`);

/** The teaching form: an answer, a page section, or both, and the questions it answers. */
export const teachAnswerSchema = object({
  answer: string()
    .trim()
    .max(teachLimits.answerMax, `At most ${teachLimits.answerMax} characters.`)
    .test(
      'answer-or-link',
      'Write an answer, or link to a page section.',
      (value, context) => Boolean(value) || Boolean((context.parent as { href?: string }).href),
    ),
  href: string()
    .trim()
    .matches(sitePathPattern, {
      message: 'A path on this site, like /services/title-curative#what-you-get.',
      excludeEmptyString: true,
    })
    .test('known-page', 'No page of the site has this address.', (value) =>
      value ? isKnownPath(value) : true,
    ),
  questions: array(question)
    .min(1, 'Add at least one question this answers.')
    .max(teachLimits.questionsMax, `At most ${teachLimits.questionsMax} questions.`)
    .test('distinct', 'Each question once.', (values) => {
      const seen = (values ?? []).map((value) => (value ?? '').trim().toLowerCase());
      return new Set(seen).size === seen.length;
    })
    .required(),
});

export type TeachAnswerValues = InferType<typeof teachAnswerSchema>;

/** The form's values as the API's TeachAnswerInput: trimmed, empty fields left out. */
export function teachAnswerInput(values: TeachAnswerValues, groupId?: string) {
  const answer = values.answer?.trim();
  const href = values.href?.trim();
  return {
    answer: answer || null,
    href: href || null,
    questions: values.questions.map((text) => text.trim()),
    groupId: groupId ?? null,
  };
}

/**
 * The questions a form starts with: the visitors' wordings, each once (the same words typed
 * with other capitals or spaces are one question), cut to the API's limits.
 */
export function initialQuestions(wordings: readonly string[]): string[] {
  const seen = new Set<string>();
  const questions: string[] = [];
  for (const wording of wordings) {
    const text = wording.trim().replace(/\s+/g, ' ').slice(0, teachLimits.questionMax);
    const key = text.toLowerCase();
    if (text.length < teachLimits.questionMin || seen.has(key)) continue;
    seen.add(key);
    questions.push(text);
    if (questions.length === teachLimits.questionsMax) break;
  }
  return questions.length > 0 ? questions : [''];
}
