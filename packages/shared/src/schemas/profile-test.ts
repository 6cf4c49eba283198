/** The activation test (spec 2 'Quiz question', 'Test scoring'): what the client sees and sends. */
import { z } from 'zod';
import { TEST_QUESTION_COUNT } from '../constants';

export const QUESTION_TYPES = ['single', 'multiple'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A question as sent to the browser: never its correct answers. */
export interface PublicQuizQuestion {
  id: string;
  type: QuestionType;
  question: string;
  options: string[];
}

export interface ActivationTestPaper {
  questions: PublicQuizQuestion[];
  passMark: number;
  testPassed: boolean;
  userActivated: boolean;
}

export const testAnswerSchema = z.strictObject({
  questionId: z.string().min(1).max(40),
  /** Indices of the chosen options. */
  selected: z.array(z.number().int().min(0).max(20)).max(20),
});

export const testSubmissionSchema = z.strictObject({
  answers: z.array(testAnswerSchema).max(TEST_QUESTION_COUNT),
});
export type TestSubmission = z.infer<typeof testSubmissionSchema>;

export interface TestResult {
  passed: boolean;
  score: number;
  total: number;
  passMark: number;
  userActivated: boolean;
}
