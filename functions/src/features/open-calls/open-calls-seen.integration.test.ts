/**
 * The performer's "last seen" marker of open calls, kept on the server so the menu's new count is
 * the same on every device: it only moves forward, never past the server's clock.
 */
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';

const seenOf = (performer: TestUser) =>
  callApi<{ seenAt: string | null }>('/performer/open-calls/seen', { token: performer.token });
const markSeen = (performer: TestUser, seenAt: unknown) =>
  callApi<{ seenAt: string | null }>('/performer/open-calls/seen', {
    method: 'PUT',
    token: performer.token,
    body: { seenAt },
  });

describe('open calls seen', () => {
  it('keeps the newest call a performer was shown, for every device, and never moves it back', async () => {
    const performer = await createTestUser({ role: 'Performer' });
    expect((await seenOf(performer)).body).toEqual({ seenAt: null });

    const shown = new Date(Date.now() - 60_000).toISOString();
    const marked = await markSeen(performer, shown);
    expect(marked.status, marked.text).toBe(200);
    expect((await seenOf(performer)).body).toEqual({ seenAt: shown });

    const olderDevice = await markSeen(performer, new Date(Date.now() - 3_600_000).toISOString());
    expect(olderDevice.body).toEqual({ seenAt: shown });
    const other = await createTestUser({ role: 'Performer' });
    expect((await seenOf(other)).body).toEqual({ seenAt: null });
  });

  it('takes a time ahead of the clock as now, and refuses one that is not a time', async () => {
    const performer = await createTestUser({ role: 'Performer' });
    const ahead = await markSeen(performer, '2099-01-01T00:00:00.000Z');
    expect(Date.parse(ahead.body.seenAt ?? '')).toBeLessThanOrEqual(Date.now());

    const refused = await markSeen(performer, 'yesterday');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('seenAt');
  });
});
