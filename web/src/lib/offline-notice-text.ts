import { formatAgencyDateTime } from '@scenecall/shared';

/** What a page says when it shows kept data without a connection; the time is when that data arrived. */
export const offlineNoticeText = (savedAt: number): string =>
  `You are offline: showing what you last saw, at ${formatAgencyDateTime(savedAt, { zone: true })}.`;
