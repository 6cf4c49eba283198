/** The one path of set-screen changes to a voucher: single events and bulk actions alike. */
import { applyQueuedEvents, type VoucherContext, type VoucherEvent, type VoucherRecord } from '@scenecall/shared';
import { changeVoucher } from './vouchers.repository';

/**
 * Applies `events` to voucher `id` (made by `fresh` when there is none yet) in one transaction,
 * once per `eventId`; answers the shared state machine's transition.
 */
export const changeOnSet = (
  id: string,
  fresh: () => VoucherRecord,
  events: readonly VoucherEvent[],
  { context, eventId }: { context: VoucherContext; eventId?: string },
) =>
  changeVoucher(id, (current) => {
    const transition = applyQueuedEvents(current ?? fresh(), events, context, eventId);
    return { write: transition.ok && transition.changed ? transition.record : undefined, result: transition };
  });
