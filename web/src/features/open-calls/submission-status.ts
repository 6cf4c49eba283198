import type { SubmissionStatus } from '@scenecall/shared';

/** The performer's submission as they read it on the call. */
export const SUBMISSION_TEXT: Record<SubmissionStatus, string> = {
  submitted: 'You put yourself forward. Casting will be in touch if you are selected.',
  withdrawn: 'You withdrew. You can put yourself forward again while the call is open.',
  selected: 'You were selected. Watch for the booking request.',
  'not-selected': 'Casting chose others this time. Thank you for putting yourself forward.',
};
