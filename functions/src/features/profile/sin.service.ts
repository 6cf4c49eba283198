/**
 * The SIN is write-only. Answers carry it masked ('***-***-789'); it is stored encrypted
 * (users/user-sin.ts). On a save, digits replace it, an empty string clears it, and null, absence or
 * the masked value as answered keep the stored one. Only an Admin's explicit reveal decrypts it, and
 * every reveal is written to the audit trail first.
 */
import { isMaskedSin, type EncryptedSin, type UserRecord } from '@scenecall/shared';
import { forbidden, notFound } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { recordAudit } from '../audit';
import { openSin, sealSin, findUser } from '../users';

export const maskedSinOf = (user: UserRecord): string | null => user.sin?.masked ?? null;

/** The SIN to store after a save that sent `incoming`. */
export function sinAfterSave(uid: string, incoming: string | null | undefined, user: UserRecord): EncryptedSin | null {
  if (incoming === '') return null;
  if (typeof incoming === 'string' && !isMaskedSin(incoming)) return sealSin(uid, incoming);
  return user.sin ?? null;
}

/** The whole SIN for an Admin who asked to see it; the reveal is audited before it is answered. */
export async function revealSin(actor: Caller, targetUid: string): Promise<{ socialInsuranceNumber: string | null }> {
  if (actor.role !== 'Admin') throw forbidden('Only an Admin can reveal a SIN');
  const user = await findUser(targetUid);
  if (!user) throw notFound('User');
  const value = user.sin ? openSin(targetUid, user.sin) : null;
  await recordAudit(actor, targetUid, 'sin.revealed');
  logEvent('profile.sin_revealed', { by: actor.uid, of: targetUid });
  return { socialInsuranceNumber: value };
}
