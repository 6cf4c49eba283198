/**
 * The performer is told when a voucher reaches them: at the wrap and at each correction after it
 * (a new revision to sign). Queued by the transaction that changes the voucher, whatever path
 * changed it (one performer's wrap, a bulk wrap), by e-mail, text or both as they chose for
 * booking messages; a text sent alone takes the e-mail as its fallback.
 */
import { agencyToday, recipientChannelsFor, type VoucherRecord } from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { enqueueMail, enqueueText } from '../mail';
import { readUserInTransaction } from '../users';
import { voucherReadyTemplate } from './voucher-ready.mail';
import { voucherReadyText } from './voucher-ready.text';

/** Whether this change hands the voucher to the performer: the wrap, or a correction after it. */
export function noticeOf(before: VoucherRecord | undefined, after: VoucherRecord): 'wrapped' | 'corrected' | null {
  if (after.status !== 'sent') return null;
  if (!before || before.status === 'open') return 'wrapped';
  return after.revision > before.revision ? 'corrected' : null;
}

/**
 * Reads what the notice needs inside the voucher's transaction; answers the function that queues
 * it, to call after the transaction's reads (nothing when the change tells the performer nothing).
 */
export async function prepareVoucherNotice(
  tx: Transaction,
  id: string,
  before: VoucherRecord | undefined,
  after: VoucherRecord,
): Promise<() => Promise<void>> {
  const notice = noticeOf(before, after);
  if (!notice) return async () => undefined;
  const user = await readUserInTransaction(tx, after.performerId);
  const channels = recipientChannelsFor(user ?? {}, 'bookings', agencyToday());
  const data = {
    voucherId: id,
    dayId: after.dayId,
    date: after.date,
    grossCents: after.pay?.grossCents ?? 0,
    corrected: notice === 'corrected',
  };
  const to = { uid: after.performerId };
  const key = `voucher-${id}-r${after.revision}`;
  const email = { template: voucherReadyTemplate, data, to };
  return async () => {
    if (channels.includes('email')) await enqueueMail({ ...email, dedupeKey: key }, { tx });
    if (channels.includes('sms')) {
      const fallback = channels.includes('email') ? undefined : email;
      await enqueueText({ template: voucherReadyText, data, to, dedupeKey: `${key}-text`, fallback }, { tx });
    }
  };
}
