/**
 * Open calls (issue 23): what casting posts, what a performer answers, and what each side reads.
 * A call's criteria are the casting search's filters (`castingSearchQuerySchema`), kept as their
 * query string like a saved filter, so the search and the open call never hold two models.
 */
import { z } from 'zod';
import { castingSearchQuerySchema, queryParamsOf, SAVED_FILTER_KEYS, type CastingPerformer } from '../casting-view';
import {
  MAX_OPEN_CALL_QUESTIONS,
  MAX_SHORT_ANSWER_LENGTH,
  MAX_SUBMISSIONS_WANTED,
  OPEN_CALL_QUESTION_KINDS,
} from '../open-call-limits';
import type { OpenCallCloseReason, OpenCallStatus, SubmissionStatus } from '../open-call-state';
import { callTimeSchema } from './production';
import { calendarDateSchema, idSchema, textSchema } from './common';

/** The casting filters an open call may set: every saved filter's key but the performer's name. */
export const OPEN_CALL_CRITERIA_KEYS = SAVED_FILTER_KEYS.filter((key) => key !== 'name');
export type OpenCallCriteria = Omit<
  z.infer<typeof castingSearchQuerySchema>,
  'name' | 'dayId' | 'roleId' | 'projectId' | 'dates' | 'cursor' | 'size'
>;

/** The criteria a call's query string sets, or undefined when it is not a valid casting filter for a call. */
export function openCallCriteriaOf(query: string): OpenCallCriteria | undefined {
  const params = queryParamsOf(query);
  if (!params) return undefined;
  if (!Object.keys(params).every((key) => (OPEN_CALL_CRITERIA_KEYS as readonly string[]).includes(key))) {
    return undefined;
  }
  const parsed = castingSearchQuerySchema.safeParse(params);
  return parsed.success ? parsed.data : undefined;
}

export const openCallCriteriaSchema = z
  .string({ error: 'Criteria are required' })
  .max(1000, { message: 'Criteria are too long' })
  .refine((query) => openCallCriteriaOf(query) !== undefined, { message: 'is not a valid casting filter' });

const requiredText = (label: string, max: number) =>
  textSchema
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} is too long` });

export const openCallQuestionSchema = z.strictObject({
  id: idSchema,
  kind: z.enum(OPEN_CALL_QUESTION_KINDS, { error: 'Choose yes/no or a short answer' }),
  text: requiredText('Question', 200),
});
export type OpenCallQuestion = z.infer<typeof openCallQuestionSchema>;

/** What casting writes when posting or editing a call (the day and role come from the path and `roleId`). */
const openCallFields = {
  title: requiredText('Title', 120),
  description: requiredText('Description', 4000),
  criteria: openCallCriteriaSchema,
  questions: z
    .array(openCallQuestionSchema)
    .max(MAX_OPEN_CALL_QUESTIONS, { message: `At most ${MAX_OPEN_CALL_QUESTIONS} questions` })
    .refine((questions) => new Set(questions.map((question) => question.id)).size === questions.length, {
      message: 'Each question id only once',
    })
    .default([]),
  submissionsWanted: z
    .number({ error: 'Submissions wanted must be a number' })
    .int({ message: 'Submissions wanted must be a whole number' })
    .min(1, { message: 'At least 1 submission' })
    .max(MAX_SUBMISSIONS_WANTED, { message: `At most ${MAX_SUBMISSIONS_WANTED} submissions` }),
  /** Toronto calendar date and wall-clock time the call closes. */
  closingDate: calendarDateSchema,
  closingTime: callTimeSchema,
  /** Whether performers see the production's name and the day's title (confidential unless chosen). */
  showProduction: z.boolean().default(false),
};

/** `requestId` is made once per form by the client, so a retried post answers the first call. */
export const postOpenCallBodySchema = z.strictObject({
  roleId: idSchema,
  ...openCallFields,
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,40}$/, { message: 'is not a valid request id' })
    .optional(),
});
export type PostOpenCallBody = z.infer<typeof postOpenCallBodySchema>;
export type PostOpenCallBodyInput = z.input<typeof postOpenCallBodySchema>;

export const editOpenCallBodySchema = z.strictObject(openCallFields);
export type EditOpenCallBody = z.infer<typeof editOpenCallBodySchema>;

/** A performer's answers: question id -> yes/no or a short text. */
export const submissionBodySchema = z.strictObject({
  answers: z.record(idSchema, z.union([z.boolean(), textSchema.trim().max(MAX_SHORT_ANSWER_LENGTH)])).default({}),
});
export type SubmissionBody = z.infer<typeof submissionBodySchema>;
export type SubmissionAnswers = SubmissionBody['answers'];

/** The call document (`openCalls/{callId}`). */
export interface OpenCallRecord {
  dayId: string;
  roleId: string;
  projectId: string;
  castingId: string;
  title: string;
  description: string;
  /** The casting filter's query string (`openCallCriteriaOf`). */
  criteria: string;
  questions: OpenCallQuestion[];
  submissionsWanted: number;
  /** ISO instant (from the Toronto closing date and time). */
  closesAt: string;
  showProduction: boolean;
  status: OpenCallStatus;
  closedReason: OpenCallCloseReason | null;
  closedAt: string | null;
  /** Submissions holding a place (submitted or selected), kept in the transactions that change them. */
  activeSubmissions: number;
  selectedCount: number;
  postedBy: string;
  postedAt: string;
  updatedAt: string;
}

/** A submission document (`openCallSubmissions/{callId}_{performerId}`). */
export interface SubmissionRecord {
  callId: string;
  dayId: string;
  castingId: string;
  performerId: string;
  status: SubmissionStatus;
  answers: SubmissionAnswers;
  submittedAt: string;
  updatedAt: string;
  /** Who last changed it (a caster's uid when selected). */
  byUid: string | null;
  /** The performer's current photo for this call (Storage key, `performers/{uid}/open-calls/…`), if they added one. */
  photoKey?: string | null;
}

export const submissionId = (callId: string, performerId: string) => `${callId}_${performerId}`;

/** A submission on the day page: the casting view of the performer, never their personal data. */
export interface SubmissionView {
  performerId: string;
  status: SubmissionStatus;
  answers: SubmissionAnswers;
  submittedAt: string;
  /** Still matches the criteria and is free on the day's dates. */
  fits: boolean;
  /** A current photo came with it (`GET /open-calls/{callId}/submissions/{performerId}/photo`). */
  hasPhoto: boolean;
  performer: CastingPerformer;
}

/** An open call as casting sees it: the record less who posted it and its bookkeeping. */
export type OpenCallView = Pick<
  OpenCallRecord,
  | 'dayId'
  | 'roleId'
  | 'title'
  | 'description'
  | 'criteria'
  | 'questions'
  | 'submissionsWanted'
  | 'closesAt'
  | 'showProduction'
  | 'status'
  | 'closedReason'
  | 'activeSubmissions'
  | 'selectedCount'
  | 'postedAt'
> & { id: string; roleName: string };

/** GET /api/open-calls/days/{dayId}: the day's calls, each with its submissions ranked. */
export interface DayOpenCallsView {
  calls: (OpenCallView & { submissions: SubmissionView[] })[];
}

/** What the public `/jobs` page shows of a call: nothing private. */
export interface PublicOpenCall {
  id: string;
  title: string;
  description: string;
  dates: string[];
  city: string;
  rate: string;
  closesAt: string;
}

/** What a performer who fits a call sees of it. */
export interface PerformerOpenCall extends PublicOpenCall {
  questions: OpenCallQuestion[];
  postedAt: string;
  /** The production and day titles, only when casting chose to show them. */
  production: string | null;
  dayTitle: string | null;
  /** The performer's own submission, if any. */
  submission: { status: SubmissionStatus; answers: SubmissionAnswers; hasPhoto: boolean } | null;
}
