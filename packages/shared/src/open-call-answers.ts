/**
 * The performer's answers to an open call, as rules the form and the server both read (which
 * calls are new and when a submission can be withdrawn: open-call-list.ts, without zod).
 */
import type { FieldIssue } from './errors';
import { answerIssues, type OpenCallQuestion, type SubmissionAnswers } from './schemas/open-call';

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
