/** Test scoring (spec 2 §5): a question counts only if the chosen set exactly equals the correct set. */
import { TEST_PASS_MARK, type FieldIssue, type TestSubmission } from '@scenecall/shared';
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
  /** What was chosen, per question id of the bank (a Map: ids such as `__proto__` are plain keys). */
  chosen: Map<string, number[]>;
}

/** Answers that name no question of the bank, or a question already answered: one issue each. */
export function answerIssues(bank: readonly QuizQuestion[], submission: TestSubmission): FieldIssue[] {
  const known = new Set(bank.map((question) => question.id));
  const seen = new Set<string>();
  return submission.answers.flatMap(({ questionId }, index) => {
    const field = `answers.${index}.questionId`;
    if (!known.has(questionId)) return [{ field, message: 'is not a question of the test' }];
    if (seen.has(questionId)) return [{ field, message: 'answers a question already answered' }];
    seen.add(questionId);
    return [];
  });
}

export function scoreTest(bank: readonly QuizQuestion[], submission: TestSubmission): Score {
  const chosen = new Map<string, number[]>();
  for (const answer of submission.answers) chosen.set(answer.questionId, asSet(answer.selected));
  const score = bank.filter((question) => isCorrect(question, chosen.get(question.id) ?? [])).length;
  return { score, total: bank.length, passed: score >= TEST_PASS_MARK, chosen };
}
