/**
 * Every test file run against a stack: when a test fails, its error also says where its open pages
 * were, which API calls failed there, and what the server logged as errors meanwhile (CI keeps only
 * the failure summary, not the stack's logs).
 */
import { afterEach, beforeEach } from 'vitest';
import { describeOpenPages } from './page-diagnostics';
import { stackLogMark, stackLogSince } from './stack-log';

let mark = 0;

beforeEach(() => {
  mark = stackLogMark();
});

afterEach(async (context) => {
  const error = context.task.result?.state === 'fail' ? context.task.result.errors?.[0] : undefined;
  if (!error) return;
  const pages = await describeOpenPages();
  const logged = stackLogSince(mark);
  if (pages.length > 0) error.message += `\nOpen pages:\n${pages.join('\n')}`;
  if (logged.length > 0) error.message += `\nThe stack logged meanwhile:\n${logged.join('\n')}`;
});
