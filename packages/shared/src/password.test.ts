import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, passwordPolicyProblem } from './password';
import { registrationSchema } from './schemas/account';

describe('password policy: at least 8 characters with a letter and a digit', () => {
  it.each(['Demo-pass-1', 'abcdefg1', '1234567a', 'Ünïcödé9'])('accepts %j', (password) => {
    expect(meetsPasswordPolicy(password)).toBe(true);
  });

  it.each([
    ['', /at least 8/],
    ['abc1234', /at least 8/],
    ['abcdefgh', /digit/],
    ['12345678', /letter/],
    ['--------', /letter/],
    [`a1${'x'.repeat(127)}`, /at most 128/],
  ])('refuses %j', (password, problem) => {
    expect(passwordPolicyProblem(password)).toMatch(problem);
  });

  it('is applied by the registration schema', () => {
    const base = { tel: '1-647-555-0123', email: 'a@example.test', role: 'Performer', termsAccepted: true };
    expect(registrationSchema.safeParse({ ...base, password: 'short1' }).success).toBe(false);
    expect(registrationSchema.safeParse({ ...base, password: 'Long-enough-1' }).success).toBe(true);
  });

  it('the registration schema refuses unknown fields', () => {
    const body = {
      tel: '1-647-555-0123',
      email: 'a@example.test',
      role: 'Performer',
      password: 'Long-enough-1',
      termsAccepted: true,
    };
    expect(registrationSchema.safeParse({ ...body, admin: true }).success).toBe(false);
  });
});
