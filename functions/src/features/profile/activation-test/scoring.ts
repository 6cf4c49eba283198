/** Test scoring (spec 2 §5): a question counts only if the chosen set exactly equals the correct set. */
import { TEST_PASS_MARK, type TestSubmission } from '@scenecall/shared';
import type { QuizQuestion } from './question-bank';

const asSet = (indices: readonly number[]) => [...new Set(indices)].sort((a, b) => a - b);

export function isCorrect(question: QuizQuestion, selected: readonly number[]): boolean {
  const chosen = asSet(selected);
  const correct = asSet(question.correctAnswers);
  return chosen.length === correct.length && chosen.every((index, position) => index === correct[position]);
}

export interface Score {
  score: number;
  total: number;
  passed: boolean;
  chosen: Record<string, number[]>;
}

export function scoreTest(bank: readonly QuizQuestion[], submission: TestSubmission): Score {
  const chosen: Record<string, number[]> = {};
  for (const answer of submission.answers) chosen[answer.questionId] = asSet(answer.selected);
  const score = bank.filter((question) => isCorrect(question, chosen[question.id] ?? [])).length;
  return { score, total: bank.length, passed: score >= TEST_PASS_MARK, chosen };
}
