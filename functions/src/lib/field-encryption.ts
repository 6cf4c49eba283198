/**
 * Encryption of single sensitive fields at rest (AES-256-GCM). Each sealed value names the key that
 * sealed it, so keys can rotate: new values use the current key, old ones open with theirs. The
 * associated data binds a value to its place (e.g. the user it belongs to), so a ciphertext copied
 * into another record does not open there.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface KeyRing {
  current: string;
  keys: Record<string, Buffer>;
}

export interface SealedValue {
  keyId: string;
  iv: string;
  tag: string;
  ciphertext: string;
}

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

function keyOf(ring: KeyRing, keyId: string): Buffer {
  const key = ring.keys[keyId];
  if (!key) throw new Error(`No encryption key '${keyId}' is configured`);
  return key;
}

export function seal(plaintext: string, ring: KeyRing, associatedData: string): SealedValue {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, keyOf(ring, ring.current), iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    keyId: ring.current,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
  };
}

/** Throws when the value was altered, sealed for another place, or its key is unknown. */
export function open(sealed: SealedValue, ring: KeyRing, associatedData: string): string {
  const decipher = createDecipheriv(ALGORITHM, keyOf(ring, sealed.keyId), Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
}
