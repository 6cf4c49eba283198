import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal, type KeyRing } from './field-encryption';

const oldKey = randomBytes(32);
const newKey = randomBytes(32);
const ring: KeyRing = { current: 'k1', keys: { k1: oldKey } };

describe('field encryption', () => {
  it('seals without the plaintext in any part and opens back', () => {
    const sealed = seal('123456789', ring, 'users/a/sin');
    expect(JSON.stringify(sealed)).not.toContain('123456789');
    expect(Buffer.from(sealed.ciphertext, 'base64').toString('utf8')).not.toContain('123');
    expect(sealed.keyId).toBe('k1');
    expect(open(sealed, ring, 'users/a/sin')).toBe('123456789');
  });

  it('uses a fresh IV each time', () => {
    expect(seal('123456789', ring, 'x').ciphertext).not.toBe(seal('123456789', ring, 'x').ciphertext);
  });

  it('opens values sealed under a previous key after rotation, and seals new ones with the new key', () => {
    const before = seal('987654321', ring, 'users/a/sin');
    const rotated: KeyRing = { current: 'k2', keys: { k2: newKey, k1: oldKey } };
    expect(open(before, rotated, 'users/a/sin')).toBe('987654321');
    expect(seal('987654321', rotated, 'users/a/sin').keyId).toBe('k2');
  });

  it('refuses a value altered, moved to another record, or sealed with an unknown key', () => {
    const sealed = seal('123456789', ring, 'users/a/sin');
    const flipped = Buffer.from(sealed.ciphertext, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => open({ ...sealed, ciphertext: flipped.toString('base64') }, ring, 'users/a/sin')).toThrow();
    expect(() => open(sealed, ring, 'users/b/sin')).toThrow();
    expect(() => open(sealed, { current: 'k2', keys: { k2: newKey } }, 'users/a/sin')).toThrow(/No encryption key/);
  });
});
