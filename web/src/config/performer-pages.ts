/**
 * What each performer page is for, in the shared machine's capabilities (issue 40): the pages a
 * suspended or deactivated performer may still open are those whose capability `performerMay`
 * grants their state. The rule stays the shared package's; this only names what each page does.
 */
import type { PerformerCapability } from '@scenecall/shared';
import { paths } from './paths';

const PAGES: readonly (readonly [string, PerformerCapability])[] = [
  [paths.performer.root, 'profile'],
  [paths.performer.updateProfile, 'profile'],
  [paths.performer.support, 'profile'],
  [paths.performer.test, 'profile'],
  [paths.performer.commissions, 'pay'],
  [paths.performer.vouchers, 'vouchers'],
];

/** The capability the performer page at `pathname` needs: its own, or its list's; every other page is work. */
export function performerPageCapability(pathname: string): PerformerCapability {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = PAGES.find(([page]) => page === path);
  if (exact) return exact[1];
  const under = PAGES.find(([page]) => page !== paths.performer.root && path.startsWith(`${page}/`));
  return under?.[1] ?? 'work';
}
