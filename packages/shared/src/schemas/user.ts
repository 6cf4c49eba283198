import type { Role } from '../enums';

/**
 * The user document `users/{uid}` (spec 2, User entity). The Firebase Auth account with the same
 * uid holds the credentials and the `role` claim; this document holds what the app shows and checks.
 * The performer profile is a nested map `profile` (written by the profile feature).
 */
export interface UserRecord {
  tel: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  testPassed: boolean;
  userActivated: boolean;
  disabled: boolean;
  reason?: string;
  submissionPending?: boolean;
  profile?: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

export const USERS_COLLECTION = 'users';
