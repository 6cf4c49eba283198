import { describe, expect, it } from 'vitest';
import { tooManyAttempts, waitForPeople } from './throttle';

describe('rate-limit answers', () => {
  it.each([
    [1, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [3540, '59 minutes'],
    [3541, '1 hour'],
    [3600, '1 hour'],
    [86_400, '24 hours'],
  ])('says a wait of %i s as %s', (seconds, text) => {
    expect(waitForPeople(seconds)).toBe(text);
  });

  it('is a 429 rate-limited with Retry-After in seconds', () => {
    const error = tooManyAttempts(900, 'messages');
    expect(error).toMatchObject({ status: 429, code: 'rate-limited', headers: { 'Retry-After': '900' } });
    expect(error.message).toBe('Too many messages. Please try again in 15 minutes.');
  });
});
