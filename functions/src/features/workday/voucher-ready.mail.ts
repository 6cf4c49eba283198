/** The voucher to review and sign: sent at the wrap, and again when staff correct it (a new revision). */
import { calendarDateSchema, formatCad, formatDateForPeople, idSchema, productionDayName } from '@scenecall/shared';
import { z } from 'zod';
import { config } from '../../config';
import { defineMailTemplate, html, link, paragraphs } from '../mail';
import { findDay } from '../projects';

/** What a voucher notice's e-mail and text are made from (the revision's gross, as it was sent). */
export const voucherReadyData = z.strictObject({
  voucherId: idSchema,
  dayId: idSchema,
  date: calendarDateSchema,
  grossCents: z.number().int().min(0),
  corrected: z.boolean(),
});
type VoucherReadyData = z.infer<typeof voucherReadyData>;

/** The day's name, the gross and the voucher's page, for the notice's words. */
export async function voucherNoticeFacts({ voucherId, dayId, date, grossCents }: VoucherReadyData) {
  const day = await findDay(dayId);
  if (!day) throw new Error('The production day no longer exists');
  return {
    day: productionDayName(day.record),
    date,
    gross: formatCad(grossCents),
    url: `${config().webBaseUrl}/performer/vouchers/${voucherId}`,
  };
}

export const voucherReadyTemplate = defineMailTemplate({
  name: 'voucher-ready',
  guardianReceivesForMinor: true,
  data: voucherReadyData,
  async compose(data) {
    const facts = await voucherNoticeFacts(data);
    const corrected = data.corrected;
    const date = formatDateForPeople(facts.date);
    const what = corrected ? 'Your corrected voucher' : 'Your voucher';
    const text = `${what} for ${facts.day} on ${date} is ready: gross ${facts.gross}. Please review it, then sign it or dispute a line.`;
    return {
      subject: `${corrected ? 'Corrected voucher' : 'Voucher'} to sign: ${facts.day}, ${date}`,
      text: `${text}\n\nReview the voucher: ${facts.url}`,
      html: html`${paragraphs(text)}
        <p>${link(facts.url, 'Review the voucher')}</p>`,
    };
  },
});
