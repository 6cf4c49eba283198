/** The open call's limits, without zod: the performer's answer form shows them (schemas/open-call.ts checks them). */
export const OPEN_CALL_QUESTION_KINDS = ['yes-no', 'short-text'] as const;
export type OpenCallQuestionKind = (typeof OPEN_CALL_QUESTION_KINDS)[number];
export const MAX_OPEN_CALL_QUESTIONS = 5;
export const MAX_SHORT_ANSWER_LENGTH = 300;
/**
 * Submissions a call takes at most: closing it tells every waiting submitter in its one transaction
 * (a submission, an e-mail and a text each, within Firestore's 500 writes).
 */
export const MAX_SUBMISSIONS_WANTED = 150;
