/**
 * The check of a performer's answers (the shared open-call schema, and zod with it), loaded once
 * the list has shown (open-call-card.tsx): the list itself needs none of it.
 */
export { answersToSubmit } from '@scenecall/shared';
