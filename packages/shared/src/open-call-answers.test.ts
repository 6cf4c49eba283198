import { describe, expect, it } from 'vitest';
import { answersToSubmit } from './open-call-answers';
import { canWithdraw, newestPostedAt, newOpenCallsCount } from './open-call-list';
import type { OpenCallQuestion } from './schemas/open-call';

const questions: OpenCallQuestion[] = [
  { id: 'jersey', kind: 'yes-no', text: 'Do you own a hockey jersey?' },
  { id: 'skill', kind: 'short-text', text: 'How well do you skate?' },
];

describe('answersToSubmit', () => {
  it('sends every answered question, words trimmed, and finds nothing wrong', () => {
    expect(answersToSubmit(questions, { jersey: false, skill: '  Very well ' })).toEqual({
      answers: { jersey: false, skill: 'Very well' },
      issues: [],
    });
  });

  it('names each unanswered question, blank words counting as unanswered', () => {
    const { answers, issues } = answersToSubmit(questions, { skill: '   ' });
    expect(answers).toEqual({});
    expect(issues).toEqual([
      { field: 'answers.jersey', message: 'Please answer this question' },
      { field: 'answers.skill', message: 'Please answer this question' },
    ]);
  });

  it('leaves out answers to questions the call does not ask', () => {
    expect(answersToSubmit([], { old: true }).answers).toEqual({});
  });
});

describe('newOpenCallsCount', () => {
  const calls = [
    { postedAt: '2026-11-20T15:00:00.000Z', submission: null },
    { postedAt: '2026-11-21T15:00:00.000Z', submission: null },
    { postedAt: '2026-11-22T15:00:00.000Z', submission: { status: 'submitted' } },
  ];

  it('counts every unanswered call when the performer never looked', () => {
    expect(newOpenCallsCount(calls, null)).toBe(2);
  });

  it('counts only unanswered calls posted after the last look', () => {
    expect(newOpenCallsCount(calls, '2026-11-20T15:00:00.000Z')).toBe(1);
  });
});

describe('canWithdraw', () => {
  const now = new Date('2026-11-20T15:00:00.000Z');
  const call = (status: 'submitted' | 'selected' | null, closesAt = '2026-11-21T15:00:00.000Z') => ({
    closesAt,
    submission: status ? { status } : null,
  });

  it('allows withdrawing a waiting submission before the closing time', () => {
    expect(canWithdraw(call('submitted'), now)).toBe(true);
  });

  it('refuses after the closing time, once selected, or without a submission', () => {
    expect(canWithdraw(call('submitted', '2026-11-20T15:00:00.000Z'), now)).toBe(false);
    expect(canWithdraw(call('selected'), now)).toBe(false);
    expect(canWithdraw(call(null), now)).toBe(false);
  });
});

describe('newestPostedAt', () => {
  it('finds the newest posting instant, or nothing in an empty list', () => {
    const calls = [{ postedAt: '2026-11-21T15:00:00.000Z' }, { postedAt: '2026-11-22T15:00:00.000Z' }];
    expect(newestPostedAt(calls)).toBe('2026-11-22T15:00:00.000Z');
    expect(newestPostedAt([])).toBeUndefined();
  });
});
