/** The registration password policy, shown beside the field and checked by the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_POLICY_TEXT = 'At least 8 characters with a letter and a digit';

/** Returns what is wrong with a new password, or null when it meets the policy. */
export function passwordPolicyProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (!/\p{L}/u.test(password)) return 'Password must contain a letter';
  if (!/\d/.test(password)) return 'Password must contain a digit';
  return null;
}

export function meetsPasswordPolicy(password: string): boolean {
  return passwordPolicyProblem(password) === null;
}
