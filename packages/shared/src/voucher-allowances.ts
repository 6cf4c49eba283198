/**
 * A voucher's allowances (wardrobe changes, props, own car…): each one of the day's rate card, by
 * its id, with how many the performer earned (two wardrobe changes: count 2). One model from the
 * set screen's voucher dialog to the pay (`computeVoucherPay`), the performer's page, the PDF and
 * the commission priced from the signed gross.
 *
 * Vouchers recorded before counts listed an allowance's id once per unit (`allowanceIds`, which
 * the pay then counted once); `allowancesFromIds` folds such a list into counts where it is read.
 */

/** How many of one allowance a voucher may hold (the set screen's dialog offers 0 to this). */
export const VOUCHER_ALLOWANCE_MAX_COUNT = 10;

export interface VoucherAllowance {
  /** The allowance's id on the day's rate card. */
  id: string;
  /** How many, 1 to `VOUCHER_ALLOWANCE_MAX_COUNT` (an allowance not earned is not listed). */
  count: number;
}

/** `['props', 'car', 'props']` → props ×2, car ×1, in the order each first appears. */
export function allowancesFromIds(ids: readonly string[]): VoucherAllowance[] {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, count]) => ({ id, count }));
}

/** What a stored voucher, or a kept copy of one, holds of its allowances: counts, or ids from before counts. */
export interface StoredAllowances {
  allowances?: readonly VoucherAllowance[];
  allowanceIds?: readonly string[];
}

/** The allowances of a voucher whatever its age: its counts, else its ids before counts folded into counts. */
export const allowancesOfStored = (stored: StoredAllowances): VoucherAllowance[] =>
  stored.allowances ? [...stored.allowances] : allowancesFromIds(stored.allowanceIds ?? []);

export const allowanceCountOf = (allowances: readonly VoucherAllowance[], id: string): number =>
  allowances.find((allowance) => allowance.id === id)?.count ?? 0;

/** The allowances with `id` set to `count` (held to 0–10; 0 removes it), the others as they were. */
export function withAllowanceCount(
  allowances: readonly VoucherAllowance[],
  id: string,
  count: number,
): VoucherAllowance[] {
  const held = Number.isInteger(count) ? Math.min(Math.max(count, 0), VOUCHER_ALLOWANCE_MAX_COUNT) : 0;
  const others = allowances.filter((allowance) => allowance.id !== id);
  if (held === 0) return others;
  const at = allowances.findIndex((allowance) => allowance.id === id);
  const changed = { id, count: held };
  return at < 0 ? [...others, changed] : [...others.slice(0, at), changed, ...others.slice(at)];
}
