import { describe, expect, it } from 'vitest';
import { offlineNoticeText } from './offline-notice-text';

describe('offlineNoticeText', () => {
  it('says when the kept data arrived, in Toronto time', () => {
    // 14:05 UTC on a November day is 9:05 AM in Toronto (EST, UTC-5).
    expect(offlineNoticeText(Date.UTC(2026, 10, 26, 14, 5))).toBe(
      'You are offline: showing what you last saw, at Thu, Nov 26, 2026, 9:05 AM Toronto time.',
    );
  });

  it('follows daylight saving time', () => {
    // 14:05 UTC in July is 10:05 AM in Toronto (EDT, UTC-4).
    expect(offlineNoticeText(Date.UTC(2026, 6, 2, 14, 5))).toContain('Thu, Jul 2, 2026, 10:05 AM Toronto time');
  });
});
