/** The voucher notice by text: the day, the gross and the link to review and sign. */
import { formatDateForTexts } from '@scenecall/shared';
import { defineTextTemplate } from '../mail';
import { voucherNoticeFacts, voucherReadyData } from './voucher-ready.mail';

export const voucherReadyText = defineTextTemplate({
  name: 'voucher-ready-text',
  data: voucherReadyData,
  async compose(data) {
    const facts = await voucherNoticeFacts(data);
    const what = data.corrected ? 'Corrected voucher' : 'Voucher';
    return {
      body: `${what} for ${facts.day}, ${formatDateForTexts(facts.date)}: gross ${facts.gross}. Review and sign: ${facts.url}`,
    };
  },
});
