/** The voucher notice by text: the day, the gross and the short link to review and sign. */
import { formatDateForTexts, voucherReadyWording } from '@scenecall/shared';
import { config } from '../../config';
import { defineTextTemplate } from '../mail';
import { voucherNoticeFacts, voucherReadyData } from './voucher-ready.mail';

/** The voucher's short address (`/v/<id>`), which the web app sends on to the voucher's page. */
export const voucherShortUrl = (voucherId: string) => `${config().webBaseUrl}/v/${voucherId}`;

export const voucherReadyText = defineTextTemplate({
  name: 'voucher-ready-text',
  guardianReceivesForMinor: true,
  data: voucherReadyData,
  async compose(data) {
    const facts = await voucherNoticeFacts(data);
    // One segment where the content allows: a long day name gives way first.
    return {
      body: voucherReadyWording(config().sms.senderName, {
        corrected: Boolean(data.corrected),
        dayName: facts.day,
        date: formatDateForTexts(facts.date),
        gross: facts.gross,
        link: voucherShortUrl(data.voucherId),
      }),
    };
  },
});
