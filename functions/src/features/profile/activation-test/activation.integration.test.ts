import type { ActivationTestPaper, CurrentUser, TestResult } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../../tools/testing/api';
import { adminDb } from '../../../../../tools/testing/users';
import { completeProfileOf, createPerformer, saveProfile, storedUser, uploadPicture } from '../profile.test-support';
import { QUESTION_BANK } from './question-bank';

const activate = (token: string) => callApi<CurrentUser>('/auth/activate', { method: 'POST', token });
const submit = (token: string, correct: number) =>
  callApi<TestResult>('/performer/activation-test', {
    method: 'POST',
    token,
    body: {
      answers: QUESTION_BANK.map((q, index) => ({
        questionId: q.id,
        selected: index < correct ? q.correctAnswers : [(q.correctAnswers[0]! + 1) % q.options.length],
      })),
    },
  });

describe('POST /auth/activate', () => {
  it('refuses a performer without a complete profile', async () => {
    const user = await createPerformer();
    const answer = await activate(user.token);
    expect(answer.status).toBe(403);
    expect((await storedUser(user.uid)).userActivated).toBe(false);
  });

  it('refuses a Non-Union performer who has not passed the test', async () => {
    const user = await createPerformer();
    expect((await saveProfile(user.token, await completeProfileOf(user))).status).toBe(200);
    expect((await activate(user.token)).status).toBe(403);
  });

  it('refuses an ACTRA member whose saved profile lacks the ACTRA card', async () => {
    const user = await createPerformer();
    const profile = await completeProfileOf(user, { unionStatus: 'ACTRA Full', unionId: '123' });
    await adminDb().collection('users').doc(user.uid).update({ profile });
    expect((await activate(user.token)).status).toBe(403);
  });

  it('activates an ACTRA Full performer with a complete profile', async () => {
    const user = await createPerformer();
    const actraCardKeyName = await uploadPicture(user.token, 'actra-card');
    const profile = await completeProfileOf(user, { unionStatus: 'ACTRA Full', unionId: '123', actraCardKeyName });
    expect((await saveProfile(user.token, profile)).status).toBe(200);
    const answer = await activate(user.token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.userActivated).toBe(true);
    expect((await storedUser(user.uid)).userActivated).toBe(true);
  });
});

describe('activation test', () => {
  it('sends 20 questions without their answers', async () => {
    const user = await createPerformer();
    const answer = await callApi<ActivationTestPaper>('/performer/activation-test', { token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body.questions).toHaveLength(20);
    expect(answer.body.passMark).toBe(16);
    expect(answer.text).not.toContain('correctAnswers');
    expect(new Set(answer.body.questions.map((q) => q.type))).toEqual(new Set(['single', 'multiple']));
  });

  it('fails at 15, records the attempt and changes nothing else', async () => {
    const user = await createPerformer();
    const answer = await submit(user.token, 15);
    expect(answer.body).toMatchObject({ passed: false, score: 15, total: 20, userActivated: false });
    expect(await storedUser(user.uid)).toMatchObject({ testPassed: false, userActivated: false });
    const attempts = await adminDb().collection('users').doc(user.uid).collection('testAttempts').get();
    expect(attempts.docs.map((doc) => doc.get('score'))).toEqual([15]);
  });

  it('counts a multiple-choice question only when the whole set is right', async () => {
    const user = await createPerformer();
    const multiple = QUESTION_BANK.find((q) => q.type === 'multiple')!;
    const answers = QUESTION_BANK.map((q) => ({
      questionId: q.id,
      selected: q === multiple ? q.correctAnswers.slice(1) : q.correctAnswers,
    }));
    const answer = await callApi<TestResult>('/performer/activation-test', {
      method: 'POST',
      token: user.token,
      body: { answers },
    });
    expect(answer.body.score).toBe(19);
  });

  it('on a pass at 16 sets testPassed and activates a performer with a complete profile', async () => {
    const user = await createPerformer();
    expect((await saveProfile(user.token, await completeProfileOf(user))).status).toBe(200);
    const answer = await submit(user.token, 16);
    expect(answer.body).toMatchObject({ passed: true, score: 16, userActivated: true });
    expect(await storedUser(user.uid)).toMatchObject({ testPassed: true, userActivated: true });
  });

  it('on a pass without a complete profile sets testPassed only', async () => {
    const user = await createPerformer();
    const answer = await submit(user.token, 20);
    expect(answer.body).toMatchObject({ passed: true, userActivated: false });
    expect(await storedUser(user.uid)).toMatchObject({ testPassed: true, userActivated: false });
  });

  it('refuses malformed submissions', async () => {
    const user = await createPerformer();
    const answer = await callApi('/performer/activation-test', {
      method: 'POST',
      token: user.token,
      body: { answers: [{ questionId: 'x', selected: ['a'] }], score: 20 },
    });
    expect(answer.status).toBe(400);
  });

  it.each(['__proto__', 'constructor', 'no-such-question'])(
    'refuses an answer to %s, which is not a question of the test, with 400 naming it',
    async (questionId) => {
      const user = await createPerformer();
      const answers = QUESTION_BANK.slice(1).map((q) => ({ questionId: q.id, selected: q.correctAnswers }));
      const answer = await callApi<{ error: { fields: { field: string }[] } }>('/performer/activation-test', {
        method: 'POST',
        token: user.token,
        body: { answers: [...answers, { questionId, selected: [0] }] },
      });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.error.fields.map((issue) => issue.field)).toEqual(['answers.19.questionId']);
      expect(await storedUser(user.uid)).toMatchObject({ testPassed: false });
    },
  );
});
