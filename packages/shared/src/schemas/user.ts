import type { AccountRecord } from '../account-state';
import type { Role } from '../enums';
import type { GuardianConsentState, TermsAcceptance } from '../guardian-consent';
import type { GuardianMessageSettings } from '../message-recipient';
import type { TextSettings } from '../texts';
import type { PerformerProfile } from './profile';

/**
 * The SIN encrypted at rest (AES-256-GCM, base64 parts) under the key `keyId`, so keys can rotate;
 * `masked` ('***-***-789') is what answers show without decrypting.
 */
export interface EncryptedSin {
  keyId: string;
  iv: string;
  tag: string;
  ciphertext: string;
  masked: string;
}

/**
 * The user document `users/{uid}` (spec 2, User entity). The Firebase Auth account with the same
 * uid holds the credentials and the `role` claim; this document holds what the app shows and checks.
 * The performer profile is a nested map `profile` (written by the profile feature); its SIN is kept
 * apart, encrypted, in `sin` (a plaintext `profile.socialInsuranceNumber` is a legacy value,
 * encrypted on the next save).
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
  /** Casting accounts: the production company they cast for (null for other roles). */
  companyName?: string | null;
  profile?: Partial<PerformerProfile> | null;
  sin?: EncryptedSin | null;
  /** Performers: the dates of every day they are booked on (written by the booking loop). */
  bookedDates?: string[];
  /** Performers: the dates they marked as not available (their availability calendar). */
  unavailableDates?: string[];
  /** Performers: the hash of their private calendar feed's token (null or absent: no feed). */
  calendarFeedTokenHash?: string | null;
  /** Performers: texts consent and the channel of each kind of message (absent: e-mail only). */
  texts?: TextSettings;
  /** The terms accepted at registration (absent: an account made before the checkbox, or by staff). */
  termsAcceptance?: TermsAcceptance | null;
  /** Performers under 18: the state of their guardian's consent (guardians feature; history in `guardianConsents`). */
  guardianConsent?: GuardianConsentState;
  /** The Toronto date the guardian was told the performer turned 18 (once). */
  guardianToldOfAdulthood?: string | null;
  /** Minors: the guardian's own choices for the minor's messages (text consent for their number, copy to the minor). */
  guardianMessages?: GuardianMessageSettings | null;
  /**
   * The account's state and its history (issue 40; `accountOf` reads an account stored before
   * it by its e-mail's verification), written only through the users feature's `changeAccount`.
   */
  account?: AccountRecord;
  createdAt: string;
  updatedAt: string;
}

export const USERS_COLLECTION = 'users';
