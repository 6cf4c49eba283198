/**
 * Every browser test file: when a test fails, its error also says where its open pages were and
 * which API calls failed there (CI keeps only the failure summary, not the stack's logs).
 */
import { afterEach } from 'vitest';
import { describeOpenPages } from './page-diagnostics';

afterEach((context) => {
  const error = context.task.result?.state === 'fail' ? context.task.result.errors?.[0] : undefined;
  const pages = describeOpenPages();
  if (error && pages.length > 0) error.message += `\nOpen pages:\n${pages.join('\n')}`;
});
