import { NO_GUARDIAN_CONSENT } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { guardianRefusal } from './guardian-refusal';

const minor = (guardianConsent?: 'given' | 'pending' | 'declined' | 'withdrawn') => ({
  profile: { dateOfBirth: '2012-03-10' },
  guardianConsent,
});

describe('guardianRefusal', () => {
  it('refuses a minor whose guardian has not consented, or withdrew', () => {
    for (const state of [undefined, 'pending', 'declined', 'withdrawn'] as const) {
      expect(guardianRefusal(minor(state), '2026-11-29')).toBe(NO_GUARDIAN_CONSENT);
    }
  });

  it('books a minor with consent, an adult, one turning 18 on the day, and leaves the unknown to other checks', () => {
    expect(guardianRefusal(minor('given'), '2026-11-29')).toBeNull();
    expect(guardianRefusal({ profile: { dateOfBirth: '1990-01-01' } }, '2026-11-29')).toBeNull();
    expect(guardianRefusal(minor('withdrawn'), '2030-03-10')).toBeNull();
    expect(guardianRefusal(minor('withdrawn'), '2030-03-09')).toBe(NO_GUARDIAN_CONSENT);
    expect(guardianRefusal(undefined, '2026-11-29')).toBeNull();
  });
});
