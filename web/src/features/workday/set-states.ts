import type { SetState } from '@scenecall/shared';

export const SET_STATES: readonly SetState[] = ['expected', 'late', 'checked-in', 'on-meal', 'wrapped', 'no-show'];

export const STATE_TEXT: Record<SetState, string> = {
  expected: 'Expected',
  late: 'Late',
  'checked-in': 'Checked in',
  'on-meal': 'On a meal break',
  wrapped: 'Wrapped',
  'no-show': 'No-show',
};

/** Filled chips but late's (white on MUI's orange is too faint: an outlined red one reads). */
export const STATE_COLOR: Record<SetState, 'default' | 'success' | 'info' | 'error' | 'primary'> = {
  expected: 'default',
  late: 'error',
  'checked-in': 'success',
  'on-meal': 'info',
  wrapped: 'primary',
  'no-show': 'error',
};
