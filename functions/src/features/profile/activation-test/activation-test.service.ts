/**
 * The activation test: questions without answers, server-side scoring, every attempt recorded, and
 * on a pass testPassed set and the account activated when the profile qualifies (one transaction).
 */
import {
  qualifiesForActivation,
  TEST_PASS_MARK,
  type ActivationTestPaper,
  type TestAttemptRow,
  type TestResult,
  type TestSubmission,
} from '@scenecall/shared';
import { ApiError, notFound } from '../../../http/api-error';
import type { Caller } from '../../../http/caller';
import { logEvent } from '../../../http/logger';
import { findUser, inUserTransaction } from '../../users';
import { countTestAttemptsSince, listTestAttempts, recordTestAttempt } from '../profile.repository';
import { QUESTION_BANK } from './question-bank';
import { answerIssues, scoreTest } from './scoring';

/** Attempts allowed per hour: enough for honest retries, too few to learn the answers by probing. */
export const MAX_ATTEMPTS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

export async function getTestPaper(caller: Caller): Promise<ActivationTestPaper> {
  const user = await findUser(caller.uid);
  if (!user) throw notFound('User');
  return {
    questions: QUESTION_BANK.map(({ id, type, question, options }) => ({ id, type, question, options })),
    passMark: TEST_PASS_MARK,
    testPassed: user.testPassed === true,
    userActivated: user.userActivated === true,
  };
}

export async function submitTest(caller: Caller, submission: TestSubmission): Promise<TestResult> {
  const since = new Date(Date.now() - HOUR_MS).toISOString();
  if ((await countTestAttemptsSince(caller.uid, since)) >= MAX_ATTEMPTS_PER_HOUR) {
    throw new ApiError(
      'rate-limited',
      'Too many attempts. Please read the guides and try again in an hour',
      undefined,
      {
        'Retry-After': '3600',
      },
    );
  }
  const issues = answerIssues(QUESTION_BANK, submission);
  if (issues.length > 0) {
    throw new ApiError('validation-failed', `Invalid body: ${issues.map((issue) => issue.field).join(', ')}`, issues);
  }
  const result = scoreTest(QUESTION_BANK, submission);
  const userActivated = await inUserTransaction(caller.uid, (tx) => {
    if (!tx.user) throw notFound('User');
    recordTestAttempt(tx.transaction, caller.uid, {
      at: new Date().toISOString(),
      score: result.score,
      total: result.total,
      passed: result.passed,
      answers: Object.fromEntries(result.chosen),
    });
    if (!result.passed) return tx.user.userActivated;
    const profile = tx.user.profile ?? {};
    const activates =
      tx.user.userActivated ||
      qualifiesForActivation({
        userActivated: false,
        testPassed: true,
        unionStatus: profile.unionStatus,
        profile,
        guardianConsent: tx.user.guardianConsent,
      });
    tx.write({ testPassed: true, userActivated: activates });
    return activates;
  });
  logEvent('profile.test_attempted', { score: result.score, passed: result.passed, activated: userActivated });
  return { passed: result.passed, score: result.score, total: result.total, passMark: TEST_PASS_MARK, userActivated };
}

/** A performer's latest test attempts, newest first, as the Admin's user page lists them. */
export async function testAttemptRowsOf(uid: string, limit: number): Promise<TestAttemptRow[]> {
  const attempts = await listTestAttempts(uid, limit);
  return attempts.map(({ id, attempt }) => ({
    id,
    at: attempt.at,
    score: attempt.score,
    total: attempt.total,
    passed: attempt.passed,
  }));
}
