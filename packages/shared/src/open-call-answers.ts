/**
 * The performer's side of an open call, as rules the form and the server both read: the answers
 * the form sends, which calls are new to the performer, and when a submission can be withdrawn.
 */
import type { FieldIssue } from './errors';
import type { SubmissionStatus } from './open-call-state';
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

/** Calls posted after the performer last looked, that they have not answered: the menu's badge. */
export function newOpenCallsCount(
  calls: readonly { postedAt: string; submission: unknown }[],
  lastSeenAt: string | null,
): number {
  const seen = lastSeenAt === null ? Number.NEGATIVE_INFINITY : Date.parse(lastSeenAt);
  return calls.filter((call) => call.submission === null && Date.parse(call.postedAt) > seen).length;
}

/** A submission waiting for casting can be withdrawn until the call's closing time. */
export const canWithdraw = (
  call: { closesAt: string; submission: { status: SubmissionStatus } | null },
  now: Date,
): boolean => call.submission?.status === 'submitted' && Date.parse(call.closesAt) > now.getTime();

/** The newest call's posting instant: what the performer has seen once the list is shown. */
export const newestPostedAt = (calls: readonly { postedAt: string }[]): string | undefined =>
  calls.reduce<string | undefined>(
    (newest, call) =>
      newest !== undefined && Date.parse(newest) >= Date.parse(call.postedAt) ? newest : call.postedAt,
    undefined,
  );
