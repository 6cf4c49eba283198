/**
 * The set date rule on the server (issue 37, item 4; shared `set-date.ts`): check-ins, meals and
 * wraps only for a date on set when the device recorded them (a queued change is judged by its
 * `recordedAt`, never later than the server's clock); a correction, a signature or a dispute only
 * for a date that has begun. Refused with a 400 naming the date.
 */
import { begunRefusal, judgedTimeOf, onSetRefusal, type VoucherEvent } from '@scenecall/shared';
import { ApiError } from '../../http/api-error';

const refuse = (message: string | null) => {
  if (message) throw new ApiError('validation-failed', message, [{ field: 'date', message }]);
};

/** `kinds`: what the change records on `date`; `recordedAt`: when the set device recorded it, if it said. */
export function requireSetDate(
  date: string,
  kinds: readonly VoucherEvent['kind'][],
  recordedAt: string | undefined,
  now: Date,
): void {
  const at = judgedTimeOf(recordedAt, now);
  const correction = kinds.every((kind) => kind === 'edit');
  refuse(correction ? begunRefusal(date, at, 'its voucher is corrected') : onSetRefusal(date, at));
}

/** The performer answers (signs or disputes) a voucher only for a date that has begun. */
export const requireBegunForAnswer = (date: string, now: Date): void =>
  refuse(begunRefusal(date, now, 'its voucher is signed or disputed'));
