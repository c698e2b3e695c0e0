import { indexTerms } from './index-terms';
import { QuestionIndex } from './question.index';

/**
 * A question reduced to the words retrieval reads in it (index terms, sorted): the same key for
 * "Do you cover Nolan County?" and "nolan county, do you cover it". Empty when no word carries
 * meaning ("ok?", "hmm").
 */
export function questionKey(question: string): string {
  return [...new Set(indexTerms(question))].sort().join(' ');
}

/**
 * Groups questions that ask the same thing in other words, by the match a taught answer uses
 * (question.index.ts): each question joins the first group one of whose wordings it clearly
 * matches, else starts one. Returns the groups as positions in `questions`, in the order their
 * first question comes; questions with no meaningful word are left out.
 */
export function groupSimilarQuestions(questions: readonly string[]): number[][] {
  const index = new QuestionIndex<number[]>();
  const byKey = new Map<string, number[]>();
  const groups: number[][] = [];
  questions.forEach((question, position) => {
    const key = questionKey(question);
    if (!key) return;
    let group = byKey.get(key) ?? index.clearMatch(question)?.value;
    if (!group) groups.push((group = []));
    group.push(position);
    if (!byKey.has(key)) {
      byKey.set(key, group);
      index.add(question, group);
    }
  });
  return groups;
}
