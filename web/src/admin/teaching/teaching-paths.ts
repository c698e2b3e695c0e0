/** The desk's teaching screens. */
export const questionsPath = '/admin/questions';
export const taughtAnswersPath = '/admin/taught-answers';
export const teachPath = '/admin/teach';

/** The teaching form for an answer to `questions` (a visitor's words, from a chat). */
export function teachHref(questions: readonly string[]): string {
  const query = new URLSearchParams();
  for (const question of questions) query.append('question', question);
  const text = query.toString();
  return text ? `${teachPath}?${text}` : teachPath;
}
