/**
 * The performer's answers to an open call, as rules the form and the server both read, without zod
 * (types only from the schemas): the open calls page checks answers without loading the schemas
 * (which calls are new and when a submission can be withdrawn: open-call-list.ts).
 */
import type { FieldIssue } from './errors';
import type { OpenCallQuestion, SubmissionAnswers } from './schemas/open-call';

/** What the form holds while the performer answers: nothing yet, a yes/no, or words. */
export type AnswerDraft = Record<string, boolean | string | undefined>;

/** The body's answers from the form's draft (words trimmed, only the call's questions), and what is still wrong. */
export function answersToSubmit(
  questions: readonly OpenCallQuestion[],
  draft: AnswerDraft,
): { answers: SubmissionAnswers; issues: FieldIssue[] } {
  const answers: SubmissionAnswers = {};
  for (const question of questions) {
    const value = draft[question.id];
    if (typeof value === 'boolean') answers[question.id] = value;
    else if (typeof value === 'string' && value.trim() !== '') answers[question.id] = value.trim();
  }
  return { answers, issues: answerIssues(questions, answers) };
}

/** What is wrong with the answers to a call's questions: every question answered in its kind, nothing else. */
export function answerIssues(questions: readonly OpenCallQuestion[], answers: SubmissionAnswers): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const question of questions) {
    const answer = answers[question.id];
    const field = `answers.${question.id}`;
    if (answer === undefined || answer === '') issues.push({ field, message: 'Please answer this question' });
    else if (question.kind === 'yes-no' && typeof answer !== 'boolean')
      issues.push({ field, message: 'Answer yes or no' });
    else if (question.kind === 'short-text' && typeof answer !== 'string')
      issues.push({ field, message: 'Answer in words' });
  }
  for (const id of Object.keys(answers)) {
    if (!questions.some((question) => question.id === id))
      issues.push({ field: `answers.${id}`, message: 'is not a question of this call' });
  }
  return issues;
}
