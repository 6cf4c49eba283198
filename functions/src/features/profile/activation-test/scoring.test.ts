import { TEST_PASS_MARK, TEST_QUESTION_COUNT } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from './question-bank';
import { answerIssues, isCorrect, scoreTest } from './scoring';

const allCorrect = () => QUESTION_BANK.map((q) => ({ questionId: q.id, selected: [...q.correctAnswers] }));

describe('activation test bank', () => {
  it('has 20 well-formed questions with unique ids', () => {
    expect(QUESTION_BANK).toHaveLength(TEST_QUESTION_COUNT);
    expect(new Set(QUESTION_BANK.map((q) => q.id)).size).toBe(TEST_QUESTION_COUNT);
    for (const question of QUESTION_BANK) {
      expect(question.correctAnswers.length).toBeGreaterThan(0);
      expect(question.correctAnswers.every((i) => i >= 0 && i < question.options.length)).toBe(true);
      if (question.type === 'single') expect(question.correctAnswers).toHaveLength(1);
      else expect(question.correctAnswers.length).toBeGreaterThan(1);
    }
  });
});

describe('scoring', () => {
  const multiple = QUESTION_BANK.find((q) => q.type === 'multiple')!;

  it('counts a question only when the chosen set equals the correct set', () => {
    expect(isCorrect(multiple, [...multiple.correctAnswers].reverse())).toBe(true);
    expect(isCorrect(multiple, multiple.correctAnswers.slice(1))).toBe(false);
    expect(isCorrect(multiple, [...multiple.correctAnswers, multiple.options.length - 1])).toBe(
      multiple.correctAnswers.includes(multiple.options.length - 1),
    );
    expect(isCorrect(multiple, [])).toBe(false);
  });

  it('passes at 16 of 20 and fails at 15', () => {
    const answers = allCorrect();
    expect(scoreTest(QUESTION_BANK, { answers })).toMatchObject({ score: 20, passed: true });
    const sixteen = answers.map((a, i) => (i < 20 - TEST_PASS_MARK ? { ...a, selected: [] } : a));
    expect(scoreTest(QUESTION_BANK, { answers: sixteen })).toMatchObject({ score: 16, passed: true });
    const fifteen = answers.map((a, i) => (i < 5 ? { ...a, selected: [] } : a));
    expect(scoreTest(QUESTION_BANK, { answers: fifteen })).toMatchObject({ score: 15, passed: false });
  });

  it('ignores unknown questions and counts unanswered ones as wrong', () => {
    expect(scoreTest(QUESTION_BANK, { answers: [{ questionId: 'nope', selected: [0] }] }).score).toBe(0);
  });

  it('keys answers by id without touching any prototype, whatever the id', () => {
    const result = scoreTest(QUESTION_BANK, { answers: [{ questionId: '__proto__', selected: [1] }, ...allCorrect()] });
    expect(result.score).toBe(20);
    expect(result.chosen.get('__proto__')).toEqual([1]);
    expect(Object.getPrototypeOf(Object.fromEntries(result.chosen))).toBe(Object.prototype);
  });
});

describe('answers that name no question of the bank', () => {
  it.each(['__proto__', 'constructor', 'toString', 'nope'])('names %s as an issue', (questionId) => {
    expect(answerIssues(QUESTION_BANK, { answers: [...allCorrect().slice(1), { questionId, selected: [0] }] })).toEqual(
      [{ field: 'answers.19.questionId', message: 'is not a question of the test' }],
    );
  });

  it('names a question answered twice', () => {
    const answers = allCorrect();
    expect(answerIssues(QUESTION_BANK, { answers: [...answers, answers[0]!] })).toEqual([
      { field: 'answers.20.questionId', message: 'answers a question already answered' },
    ]);
  });

  it('finds nothing to say about a full, honest submission', () => {
    expect(answerIssues(QUESTION_BANK, { answers: allCorrect() })).toEqual([]);
  });
});
