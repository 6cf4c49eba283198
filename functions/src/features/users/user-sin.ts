/**
 * The SIN at rest: sealed with the configured key ring, bound to its user (a ciphertext copied to
 * another user's document does not open there), with its masked form kept beside it for answers.
 * Only the server opens it, and only for an Admin's audited reveal (profile/sin.service.ts).
 */
import { maskSin, type EncryptedSin } from '@scenecall/shared';
import { config } from '../../config';
import { open, seal } from '../../lib/field-encryption';

const placeOf = (uid: string) => `users/${uid}/sin`;

export function sealSin(uid: string, digits: string): EncryptedSin {
  return { ...seal(digits, config().sinKeys, placeOf(uid)), masked: maskSin(digits) };
}

export function openSin(uid: string, sin: EncryptedSin): string {
  return open(sin, config().sinKeys, placeOf(uid));
}
